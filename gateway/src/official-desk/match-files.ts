import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  matchFileLimits,
  type MatchFile,
  type MatchFileKind,
  type MatchFileType,
} from '@courtside/events';
import type { MatchFileRow } from '../db/tables';
import { ValidationError } from '../errors';
import type { InspectedFile } from './inspect-file';
import type { MatchFileStorage } from './storage';

type Db = Knex | Knex.Transaction;

/** Where a file is served: the officials' desk, or the administration's match reports. */
export type MatchFileAudience = 'officials' | 'admin';

const fileBase: Record<MatchFileAudience, (contestId: number) => string> = {
  officials: (contestId) => `/api/officials/games/${contestId}/files`,
  admin: (contestId) => `/api/admin/contests/${contestId}/files`,
};

/** The match's files, oldest first, with the uploader's name and addresses for the audience. */
export async function listMatchFiles(
  db: Db,
  contestId: number,
  audience: MatchFileAudience = 'officials',
): Promise<MatchFile[]> {
  const rows = (await db('match_files as f')
    .leftJoin('accounts as a', 'a.id', 'f.uploaded_by')
    .where('f.contest_id', contestId)
    .orderBy('f.id')
    .select('f.*', 'a.name as uploader_name')) as (MatchFileRow & { uploader_name: string })[];
  return rows.map((row) => toMatchFile(row, fileBase[audience](row.contest_id)));
}

export async function findMatchFile(
  db: Db,
  contestId: number,
  fileId: number,
): Promise<MatchFileRow | undefined> {
  return (await db('match_files').where({ contest_id: contestId, id: fileId }).first()) as
    MatchFileRow | undefined;
}

function toMatchFile(
  row: MatchFileRow & { uploader_name: string | null },
  files: string,
): MatchFile {
  const base = `${files}/${row.id}`;
  return {
    id: row.id,
    contest_id: row.contest_id,
    kind: row.kind as MatchFileKind,
    media_type: row.media_type as MatchFileType,
    size_bytes: row.size_bytes,
    original_name: row.original_name,
    uploaded_by: { id: row.uploaded_by, name: row.uploader_name ?? `#${row.uploaded_by}` },
    uploaded_at: row.uploaded_at.toISOString(),
    url: base,
    thumbnail_url: row.thumbnail_name ? `${base}/thumbnail` : null,
  };
}

/** The name as the uploader's device gave it, kept only for display. */
function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  return (clean || 'file').slice(0, 200);
}

/**
 * Stores a checked file for a match, keeping the per-match count limit under concurrent uploads:
 * the count and the insert run under a transaction-scoped advisory lock on the match, so of N
 * uploads sent at once only as many as there are free places get in. A refusal stores nothing;
 * bytes written for an insert that did not commit are removed again.
 */
export async function addMatchFile(
  knex: Knex,
  storage: MatchFileStorage,
  upload: {
    contestId: number;
    kind: MatchFileKind;
    originalName: string;
    bytes: Buffer;
    inspected: InspectedFile;
    uploadedBy: number;
    now: Date;
  },
): Promise<MatchFile> {
  const id = randomUUID();
  const storedName = `${id}.${upload.inspected.extension}`;
  const thumbnailName = upload.inspected.thumbnail ? `${id}.thumb.webp` : null;
  const written: string[] = [];
  try {
    const fileId = await knex.transaction(async (trx) => {
      await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('courtside.match_files'), ?)`, [
        upload.contestId,
      ]);
      const [{ count }] = (await trx('match_files')
        .where({ contest_id: upload.contestId })
        .count({ count: '*' })) as [{ count: string | number }];
      if (Number(count) >= matchFileLimits.maxFiles) {
        throw new ValidationError({ file: ['matchFileCount'] }, 'matchFileCount');
      }
      written.push(storedName);
      await storage.put(storedName, upload.bytes);
      if (thumbnailName && upload.inspected.thumbnail) {
        written.push(thumbnailName);
        await storage.put(thumbnailName, upload.inspected.thumbnail);
      }
      const [row] = (await trx('match_files')
        .insert({
          contest_id: upload.contestId,
          kind: upload.kind,
          media_type: upload.inspected.mediaType,
          size_bytes: upload.bytes.length,
          original_name: displayName(upload.originalName),
          stored_name: storedName,
          thumbnail_name: thumbnailName,
          uploaded_by: upload.uploadedBy,
          uploaded_at: upload.now,
        })
        .returning('id')) as { id: number }[];
      return (row as { id: number }).id;
    });
    const files = await listMatchFiles(knex, upload.contestId);
    const added = files.find((file) => file.id === fileId);
    if (!added) throw new Error(`Match file ${fileId} vanished after its insert`);
    return added;
  } catch (error) {
    await Promise.all(written.map((name) => storage.remove(name)));
    throw error;
  }
}

/** Removes a match file's row, then its bytes. */
export async function removeMatchFile(
  knex: Knex,
  storage: MatchFileStorage,
  row: MatchFileRow,
): Promise<void> {
  await knex('match_files').where({ id: row.id }).delete();
  await storage.remove(row.stored_name);
  if (row.thumbnail_name) await storage.remove(row.thumbnail_name);
}
