import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { eventSchemas, streams, type MatchFileEvent } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { requestMetadata } from '../audit/record-account-event';

/**
 * Records an upload or removal in the log after the match_files row changed (as account events
 * are recorded), so the audit log shows who sent or took back which file, when and from where.
 */
export async function recordMatchFileEvent(
  deps: Pick<AreaDeps, 'store'>,
  req: Request,
  res: Response,
  event: MatchFileEvent,
): Promise<void> {
  if (!deps.store) return;
  await eventSchemas[event.type].validate(event.data, { strict: true });
  await deps.store.append(
    streams.matchFiles(event.data.contestId),
    [{ id: randomUUID(), type: event.type, data: event.data, metadata: requestMetadata(req, res) }],
    { expectedRevision: 'any' },
  );
}
