import type { ClubCreated, ClubDeleted, TeamDeleted } from '@courtside/events';
import type { EventStore } from '@courtside/events/store';
import type { Pool } from 'pg';
import { clubNameKey } from './club-claims';

const backfillName = 'club-claims';

/**
 * Gives the clubs that existed before the claims tables their claims (name and teams), so the
 * database guard holds for old data too: without them a new club could take an old club's name
 * or team whenever the gateway's read-table check let it through (requests sent at once, a read
 * table behind). Runs once per database (a row in command_backfills), folding the log: a club's
 * last name and teams, nothing for a deleted club or a deleted team. ON CONFLICT keeps any claim
 * already taken, so a second service starting at the same time changes nothing.
 */
export async function backfillClubClaims(pool: Pool, store: EventStore): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS command_backfills (
    name text PRIMARY KEY,
    done_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = await pool.query('SELECT 1 FROM command_backfills WHERE name = $1', [backfillName]);
  if (done.rowCount) return;

  const clubs = new Map<number, { name: string; teamIds: number[] }>();
  const deletedTeams = new Set<number>();
  let after: string | null = null;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000 });
    for (const event of page.events) {
      if (event.type === 'ClubCreated' || event.type === 'ClubUpdated') {
        const data = event.data as ClubCreated['data'];
        clubs.set(data.clubId, { name: data.name, teamIds: data.teamIds });
      } else if (event.type === 'ClubDeleted') {
        clubs.delete((event.data as ClubDeleted['data']).clubId);
      } else if (event.type === 'TeamDeleted') {
        deletedTeams.add((event.data as TeamDeleted['data']).teamId);
      }
    }
    if (page.events.length === 0 || page.checkpoint === after) break;
    after = page.checkpoint;
  }

  for (const [clubId, club] of clubs) {
    await pool.query(
      `INSERT INTO command_club_name_claims (name_key, club_id) VALUES ($1, $2)
       ON CONFLICT (name_key) DO NOTHING`,
      [clubNameKey(club.name), clubId],
    );
    for (const teamId of club.teamIds.filter((id) => !deletedTeams.has(id))) {
      await pool.query(
        `INSERT INTO command_club_team_claims (team_id, club_id) VALUES ($1, $2)
         ON CONFLICT (team_id) DO NOTHING`,
        [teamId, clubId],
      );
    }
  }
  await pool.query('INSERT INTO command_backfills (name) VALUES ($1) ON CONFLICT DO NOTHING', [
    backfillName,
  ]);
}
