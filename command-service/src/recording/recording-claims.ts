import type { Pool } from 'pg';

/**
 * One booking per match per club, enforced by PostgreSQL: the primary key (contest, club) names
 * the one booking stream the pair may ever have. Bookings live in separate streams, so no decider
 * could see a second one; twenty requests sent at once all read the same claim row, land on the
 * same stream, and the stream's revision lets exactly one of them append. The claim is never
 * given back: a refused or cancelled booking is requested again on its own stream.
 */
export interface RecordingClaims {
  /** The booking id of the club's recording of the match, allocated on its first request. */
  claim(contestId: number, clubId: number): Promise<number>;
}

/** Creates the claims table and the booking id sequence; idempotent. */
export async function migrateRecordingClaims(pool: Pool): Promise<void> {
  await pool.query('CREATE SEQUENCE IF NOT EXISTS ids_recording');
  await pool.query(`CREATE TABLE IF NOT EXISTS command_recording_claims (
    contest_id bigint NOT NULL,
    club_id bigint NOT NULL,
    recording_id bigint NOT NULL UNIQUE,
    claimed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (contest_id, club_id)
  )`);
}

export function createRecordingClaims(pool: Pool): RecordingClaims {
  return {
    async claim(contestId, clubId) {
      // ON CONFLICT waits for a concurrent claim of the same pair to commit, so the follow-up
      // read (a new statement, a new snapshot) sees the winner's row.
      const inserted = await pool.query<{ recording_id: string }>(
        `INSERT INTO command_recording_claims (contest_id, club_id, recording_id)
         VALUES ($1, $2, nextval('ids_recording'))
         ON CONFLICT (contest_id, club_id) DO NOTHING RETURNING recording_id`,
        [contestId, clubId],
      );
      const row =
        inserted.rows[0] ??
        (
          await pool.query<{ recording_id: string }>(
            `SELECT recording_id FROM command_recording_claims
             WHERE contest_id = $1 AND club_id = $2`,
            [contestId, clubId],
          )
        ).rows[0];
      if (!row) throw new Error(`No booking claimed for contest ${contestId}, club ${clubId}`);
      return Number(row.recording_id);
    },
  };
}
