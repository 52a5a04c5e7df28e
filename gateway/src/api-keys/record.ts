import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { eventSchemas, streams, type ApiKeyEvent } from '@courtside/events';
import { requestMetadata } from '../audit/record-account-event';
import type { AreaDeps } from '../area-deps';
import { storeOf } from '../users/record';

/** Appends an API key event (stream `api-key-<id>`); it names the key, never its secret. */
export async function recordApiKeyEvent(
  deps: AreaDeps,
  req: Request,
  res: Response,
  event: ApiKeyEvent,
): Promise<void> {
  await eventSchemas[event.type].validate(event.data, { strict: true });
  await storeOf(deps).append(
    streams.apiKey(event.data.apiKeyId),
    [{ id: randomUUID(), type: event.type, data: event.data, metadata: requestMetadata(req, res) }],
    { expectedRevision: 'any' },
  );
}
