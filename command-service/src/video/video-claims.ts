import type { Pool } from 'pg';
import { insertOrRead } from '../core/insert-or-read';

/**
 * One video id per upload, enforced by PostgreSQL: the gateway claims the id before it keeps the
 * files (their storage keys name it), so a finished upload sent again (a retry after a lost
 * answer) lands on the same `video-<id>` stream and the same keys, never on a second video.
 */
export interface VideoClaims {
  /** The video id of the upload, allocated on its first claim. */
  claim(uploadId: string): Promise<number>;
}

/** Creates the claims table and the video id sequence; idempotent. */
export async function migrateVideoClaims(pool: Pool): Promise<void> {
  await pool.query('CREATE SEQUENCE IF NOT EXISTS ids_video');
  await pool.query(`CREATE TABLE IF NOT EXISTS command_video_claims (
    upload_id text PRIMARY KEY,
    video_id bigint NOT NULL UNIQUE,
    claimed_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export function createVideoClaims(pool: Pool): VideoClaims {
  return {
    async claim(uploadId) {
      const { row } = await insertOrRead<{ video_id: string }>(
        pool,
        [
          `INSERT INTO command_video_claims (upload_id, video_id) VALUES ($1, nextval('ids_video'))
           ON CONFLICT (upload_id) DO NOTHING RETURNING video_id`,
          [uploadId],
        ],
        ['SELECT video_id FROM command_video_claims WHERE upload_id = $1', [uploadId]],
      );
      if (!row) throw new Error(`No video claimed for upload ${uploadId}`);
      return Number(row.video_id);
    },
  };
}
