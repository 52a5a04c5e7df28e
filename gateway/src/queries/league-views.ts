import type { Knex } from 'knex';
import type {
  PublicLeagueDetail,
  PublicSchedule,
  PublicStandings,
  PublicStandingsTable,
} from '@courtside/events';
import { currentCheckpoint } from './checkpoints';
import { contestsOfLeague } from './contests';
import { findPublicLeague, type LeagueVisibility } from './leagues';
import { standingsOfLeague } from './standings';
import { teamsOfLeague } from './teams';

// Each view reads the checkpoint first: see currentCheckpoint for why.

/** GET /api/leagues/:id — null when the league is unknown or not public. */
export async function leagueDetail(
  db: Knex,
  id: number,
  visibility: LeagueVisibility = 'public',
): Promise<PublicLeagueDetail | null> {
  const checkpoint = await currentCheckpoint(db);
  const league = await findPublicLeague(db, id, visibility);
  if (!league) return null;
  const [teams, contests] = await Promise.all([
    teamsOfLeague(db, id),
    contestsOfLeague(db, id, visibility),
  ]);
  return { ...league, teams, contests, checkpoint };
}

/** The standings table alone, as standings:updated pushes it (and GET .../public-table). */
export async function publicStandingsTable(
  db: Knex,
  id: number,
  visibility: LeagueVisibility = 'public',
): Promise<PublicStandingsTable | null> {
  const checkpoint = await currentCheckpoint(db);
  const league = await findPublicLeague(db, id, visibility);
  if (!league) return null;
  return { league, ...(await standingsOfLeague(db, id)), checkpoint };
}

/** GET /api/leagues/:id/public-standings */
export async function publicStandings(
  db: Knex,
  id: number,
  visibility: LeagueVisibility = 'public',
): Promise<PublicStandings | null> {
  const checkpoint = await currentCheckpoint(db);
  const league = await findPublicLeague(db, id, visibility);
  if (!league) return null;
  const [table, contests] = await Promise.all([
    standingsOfLeague(db, id),
    contestsOfLeague(db, id, visibility),
  ]);
  return { league, ...table, contests, checkpoint };
}

/** GET /api/leagues/:id/public-schedule */
export async function publicSchedule(
  db: Knex,
  id: number,
  visibility: LeagueVisibility = 'public',
): Promise<PublicSchedule | null> {
  const checkpoint = await currentCheckpoint(db);
  const league = await findPublicLeague(db, id, visibility);
  if (!league) return null;
  return { league, contests: await contestsOfLeague(db, id, visibility), checkpoint };
}
