import type { ContestStatus } from '@courtside/events';
import type { PoolClient } from 'pg';

/** The read models' schema (projection-service's `rm`). */
const rm = 'rm';

const periods = ['1', '2', '3', '4', 'extra'] as const;

/** A match as docs/scoreboard-service.md defines it. */
export interface MatchDocument {
  league_id: number;
  match_id: number;
  round: number;
  starts_at: string;
  location: string | null;
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
  home: { team_id: number; name: string; score: number };
  away: { team_id: number; name: string; score: number };
  periods: { period: (typeof periods)[number]; home: number | null; away: number | null }[];
  winner: 'home' | 'away' | null;
  forfeit: boolean;
}

/** A league's players and staff from the active licences of its teams' clubs. */
export interface RosterDocument {
  league_id: number;
  teams: {
    team_id: number;
    name: string;
    players: {
      licence_id: number;
      first_name: string;
      last_name: string;
      number: number | null;
      position: string | null;
    }[];
    staff: { licence_id: number; first_name: string; last_name: string; role: string }[];
  }[];
}

const statusOf: Record<ContestStatus, MatchDocument['status']> = {
  scheduled: 'scheduled',
  in_progress: 'live',
  finished: 'finished',
  postponed: 'postponed',
  cancelled: 'cancelled',
};

/** The match as the contests read model now shows it; null when the contest is gone. */
export async function matchDocument(
  db: PoolClient,
  contestId: number,
): Promise<MatchDocument | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM ${rm}.contests WHERE id = $1`,
    [contestId],
  );
  const row = rows[0];
  if (!row) return null;
  const score = (key: string) => (row[key] === null ? null : Number(row[key]));
  const winner =
    row['winner'] === 'first_team' ? 'home' : row['winner'] === 'second_team' ? 'away' : null;
  return {
    league_id: Number(row['league_id']),
    match_id: Number(row['id']),
    round: Number(row['round']),
    starts_at: new Date(row['time'] as Date).toISOString(),
    location: (row['location'] as string | null) ?? null,
    status: statusOf[row['status'] as ContestStatus],
    home: {
      team_id: Number(row['first_team_id']),
      name: String(row['first_team_name']),
      score: Number(row['first_team_total'] ?? 0),
    },
    away: {
      team_id: Number(row['second_team_id']),
      name: String(row['second_team_name']),
      score: Number(row['second_team_total'] ?? 0),
    },
    periods: periods.map((period) => ({
      period,
      home: score(period === 'extra' ? 'A_extra' : `A${period}`),
      away: score(period === 'extra' ? 'B_extra' : `B${period}`),
    })),
    winner,
    forfeit: Boolean(row['forfeit']),
  };
}

/** Leagues with a team belonging to one of `clubIds`. */
export async function leaguesOfClubs(db: PoolClient, clubIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ league_id: number }>(
    `SELECT DISTINCT lt.league_id FROM ${rm}.club_teams ct
       JOIN ${rm}.league_teams lt ON lt.team_id = ct.team_id
      WHERE ct.club_id = ANY($1::int[])`,
    [clubIds],
  );
  return rows.map((row) => row.league_id);
}

/** The league's teams, each with its club's active player and official licences. */
export async function rosterDocument(db: PoolClient, leagueId: number): Promise<RosterDocument> {
  const { rows: teams } = await db.query<{ id: number; name: string; club_id: number | null }>(
    `SELECT t.id, t.name,
            (SELECT ct.club_id FROM ${rm}.club_teams ct WHERE ct.team_id = t.id
              ORDER BY ct.club_id LIMIT 1) AS club_id
       FROM ${rm}.league_teams lt JOIN ${rm}.teams t ON t.id = lt.team_id
      WHERE lt.league_id = $1 ORDER BY t.id`,
    [leagueId],
  );
  const clubIds = teams.flatMap((team) => (team.club_id === null ? [] : [team.club_id]));
  const { rows: licences } = await db.query<{
    id: number;
    kind: 'player' | 'official';
    club_id: number;
    first_name: string;
    last_name: string;
    number: number | null;
    position: string | null;
    role: string | null;
  }>(
    `SELECT id, kind, club_id, first_name, last_name, number, position, role
       FROM ${rm}.licences WHERE club_id = ANY($1::int[]) AND status = 'active'
      ORDER BY last_name, first_name, id`,
    [clubIds],
  );
  return {
    league_id: leagueId,
    teams: teams.map((team) => {
      const mine = licences.filter((l) => team.club_id !== null && l.club_id === team.club_id);
      return {
        team_id: team.id,
        name: team.name,
        players: mine
          .filter((l) => l.kind === 'player')
          .map((l) => ({
            licence_id: l.id,
            first_name: l.first_name,
            last_name: l.last_name,
            number: l.number,
            position: l.position,
          })),
        staff: mine
          .filter((l) => l.kind === 'official')
          .map((l) => ({
            licence_id: l.id,
            first_name: l.first_name,
            last_name: l.last_name,
            role: l.role ?? '',
          })),
      };
    }),
  };
}

/** A batch's reads of match documents, each match read once (sync jobs and webhooks share them). */
export type MatchDocuments = (contestId: number) => Promise<MatchDocument | null>;

export function matchDocumentsOnce(db: PoolClient): MatchDocuments {
  const read = new Map<number, Promise<MatchDocument | null>>();
  return (contestId) => {
    let document = read.get(contestId);
    if (!document) {
      document = matchDocument(db, contestId);
      read.set(contestId, document);
    }
    return document;
  };
}
