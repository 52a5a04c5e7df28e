import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { eventSchemas, streams, type EventStore, type MatchFileKind } from '@courtside/events';
import type { GatewayConfig } from '../config';
import { inspectMatchFile } from './inspect-file';
import { addMatchFile } from './match-files';
import { localMatchFileStorage } from './storage';

/**
 * Stores a file for a match as an official's upload would (checked by its bytes, thumbnail,
 * count limit, the MatchFileUploaded event), for the demo seed, which runs before any HTTP
 * request can: the official is the actor of the event.
 */
export async function seedMatchFile(
  knex: Knex,
  config: Pick<GatewayConfig, 'matchFilesDir'>,
  store: EventStore,
  file: {
    contestId: number;
    kind: MatchFileKind;
    name: string;
    bytes: Buffer;
    uploadedBy: number;
    now: Date;
  },
): Promise<number> {
  const storage = localMatchFileStorage(config as GatewayConfig);
  const added = await addMatchFile(knex, storage, {
    contestId: file.contestId,
    kind: file.kind,
    originalName: file.name,
    bytes: file.bytes,
    inspected: await inspectMatchFile(file.bytes),
    uploadedBy: file.uploadedBy,
    now: file.now,
  });
  const data = {
    contestId: file.contestId,
    fileId: added.id,
    kind: added.kind,
    mediaType: added.media_type,
    sizeBytes: added.size_bytes,
    name: added.original_name,
  };
  await eventSchemas.MatchFileUploaded.validate(data, { strict: true });
  await store.append(
    streams.matchFiles(file.contestId),
    [
      {
        id: randomUUID(),
        type: 'MatchFileUploaded',
        data,
        metadata: {
          actor: { kind: 'official', id: String(file.uploadedBy) },
          ip: null,
          userAgent: 'demo seed',
          correlationId: randomUUID(),
          causationId: null,
          at: file.now.toISOString(),
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return added.id;
}
