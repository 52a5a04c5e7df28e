import type { Pool } from 'pg';

/**
 * JMBG uniqueness, enforced by PostgreSQL: one row per licensed JMBG, its primary key the number.
 * Licences live in separate streams, so no decider can see a duplicate; two clerks issuing the
 * same JMBG at once both pass every check a stream could make, and only this key lets exactly
 * one of them through. The claim is taken before the append and given back if the append fails
 * or the licence is revoked.
 */
/** Who holds a claimed JMBG, as the claim row says. */
export interface JmbgHolder {
  licenceId: number;
  clubId: number;
  /** Claimed more than a minute ago: an append that was to follow would have happened. */
  stale: boolean;
}

export interface JmbgClaims {
  /**
   * Claims the JMBG for a licence of a club; answers null when it is now the licence's (or
   * already was, for a retried request), else the claim that holds it.
   */
  claim(jmbg: string, licenceId: number, clubId: number): Promise<JmbgHolder | null>;
  /**
   * Moves a claim to another licence, only from the holder named and only when that holder was
   * revoked or its claim is old enough that its append can no longer be under way.
   */
  takeOver(
    jmbg: string,
    from: JmbgHolder,
    to: { licenceId: number; clubId: number },
  ): Promise<boolean>;
  /** Records that the holding licence moved to another club. */
  moveClub(jmbg: string, licenceId: number, clubId: number): Promise<void>;
  /** Gives the JMBG back, if this licence holds it. */
  release(jmbg: string, licenceId: number): Promise<void>;
}

/** Creates the claims table; idempotent (called by command-service's migrate). */
export async function migrateJmbgClaims(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS command_jmbg_claims (
    jmbg text PRIMARY KEY,
    licence_id bigint NOT NULL,
    club_id bigint NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export function createJmbgClaims(pool: Pool): JmbgClaims {
  return {
    async claim(jmbg, licenceId, clubId) {
      for (;;) {
        // ON CONFLICT waits for a concurrent claim of the same number to commit, so the
        // follow-up read sees the winner.
        const inserted = await pool.query(
          `INSERT INTO command_jmbg_claims (jmbg, licence_id, club_id) VALUES ($1, $2, $3)
           ON CONFLICT (jmbg) DO NOTHING`,
          [jmbg, licenceId, clubId],
        );
        if (inserted.rowCount === 1) return null;
        const { rows } = await pool.query<{ licence_id: string; club_id: string; stale: boolean }>(
          `SELECT licence_id, club_id, claimed_at < now() - interval '1 minute' AS stale
           FROM command_jmbg_claims WHERE jmbg = $1`,
          [jmbg],
        );
        const row = rows[0];
        // Released between the two statements: claim again.
        if (!row) continue;
        const holder = {
          licenceId: Number(row.licence_id),
          clubId: Number(row.club_id),
          stale: row.stale,
        };
        return holder.licenceId === licenceId ? null : holder;
      }
    },
    async takeOver(jmbg, from, to) {
      const updated = await pool.query(
        `UPDATE command_jmbg_claims SET licence_id = $3, club_id = $4, claimed_at = now()
         WHERE jmbg = $1 AND licence_id = $2`,
        [jmbg, from.licenceId, to.licenceId, to.clubId],
      );
      return updated.rowCount === 1;
    },
    async moveClub(jmbg, licenceId, clubId) {
      await pool.query(
        'UPDATE command_jmbg_claims SET club_id = $3 WHERE jmbg = $1 AND licence_id = $2',
        [jmbg, licenceId, clubId],
      );
    },
    async release(jmbg, licenceId) {
      await pool.query('DELETE FROM command_jmbg_claims WHERE jmbg = $1 AND licence_id = $2', [
        jmbg,
        licenceId,
      ]);
    },
  };
}
