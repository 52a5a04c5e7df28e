import type { Pool } from 'pg';

/**
 * Club name uniqueness (case-insensitive, trimmed) and "a team in one club at most", enforced by
 * PostgreSQL: clubs live in separate streams, so no decider sees a rival, and the gateway's
 * read-table check lets two requests sent at once both pass. One row per claimed name key and one
 * per claimed team, like the JMBG claims: taken before the append, given back when the append
 * fails, the club is renamed or deleted, or the team is removed.
 */
export interface ClubClaims {
  /** Claims the name key for the club; null when it is now (or already was) the club's. */
  claimName(key: string, clubId: number): Promise<ClubClaimHolder | null>;
  /** Claims the team for the club; null when it is now (or already was) the club's. */
  claimTeam(teamId: number, clubId: number): Promise<ClubClaimHolder | null>;
  /** Moves a claim from the holder named to another club (the holder no longer uses it). */
  takeOverName(key: string, from: number, to: number): Promise<boolean>;
  takeOverTeam(teamId: number, from: number, to: number): Promise<boolean>;
  /** Gives back the names and teams the club holds but no longer uses. */
  release(clubId: number, names: string[], teamIds: number[]): Promise<void>;
  /** Gives a removed team's claim back, whichever club held it. */
  releaseTeam(teamId: number): Promise<void>;
}

/** Who holds a claim: the club, and whether the claim is old enough that no append follows. */
export interface ClubClaimHolder {
  clubId: number;
  stale: boolean;
}

/** The key a club name is unique under. */
export const clubNameKey = (name: string): string => name.trim().toLowerCase();

/** Creates the claims tables; idempotent (called by command-service's migrate). */
export async function migrateClubClaims(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS command_club_name_claims (
    name_key text PRIMARY KEY,
    club_id bigint NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT now()
  )`);
  await pool.query(`CREATE TABLE IF NOT EXISTS command_club_team_claims (
    team_id bigint PRIMARY KEY,
    club_id bigint NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT now()
  )`);
}

const tables = {
  name: { table: 'command_club_name_claims', key: 'name_key' },
  team: { table: 'command_club_team_claims', key: 'team_id' },
} as const;

export function createClubClaims(pool: Pool): ClubClaims {
  async function claim(
    kind: keyof typeof tables,
    key: string | number,
    clubId: number,
  ): Promise<ClubClaimHolder | null> {
    const { table, key: column } = tables[kind];
    for (;;) {
      // ON CONFLICT waits for a concurrent claim of the same key to commit, so the follow-up
      // read sees the winner.
      const inserted = await pool.query(
        `INSERT INTO ${table} (${column}, club_id) VALUES ($1, $2) ON CONFLICT (${column}) DO NOTHING`,
        [key, clubId],
      );
      if (inserted.rowCount === 1) return null;
      const { rows } = await pool.query<{ club_id: string; stale: boolean }>(
        `SELECT club_id, claimed_at < now() - interval '1 minute' AS stale
         FROM ${table} WHERE ${column} = $1`,
        [key],
      );
      const row = rows[0];
      // Released between the two statements: claim again.
      if (!row) continue;
      const holder = { clubId: Number(row.club_id), stale: row.stale };
      return holder.clubId === clubId ? null : holder;
    }
  }
  async function takeOver(
    kind: keyof typeof tables,
    key: string | number,
    from: number,
    to: number,
  ) {
    const { table, key: column } = tables[kind];
    const updated = await pool.query(
      `UPDATE ${table} SET club_id = $3, claimed_at = now() WHERE ${column} = $1 AND club_id = $2`,
      [key, from, to],
    );
    return updated.rowCount === 1;
  }
  return {
    claimName: (key, clubId) => claim('name', key, clubId),
    claimTeam: (teamId, clubId) => claim('team', teamId, clubId),
    takeOverName: (key, from, to) => takeOver('name', key, from, to),
    takeOverTeam: (teamId, from, to) => takeOver('team', teamId, from, to),
    async release(clubId, names, teamIds) {
      if (names.length > 0) {
        await pool.query(
          'DELETE FROM command_club_name_claims WHERE club_id = $1 AND name_key = ANY($2)',
          [clubId, names],
        );
      }
      if (teamIds.length > 0) {
        await pool.query(
          'DELETE FROM command_club_team_claims WHERE club_id = $1 AND team_id = ANY($2)',
          [clubId, teamIds],
        );
      }
    },
    async releaseTeam(teamId) {
      await pool.query('DELETE FROM command_club_team_claims WHERE team_id = $1', [teamId]);
    },
  };
}
