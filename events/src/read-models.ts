/**
 * Public read shapes: what the gateway answers over HTTP and pushes over Socket.IO.
 * Field names follow the product spec (snake_case, first_team/second_team, A1…B_extra).
 */
import type { Scores } from './contest/rules';
import type { TieBreakCriterion } from './league/rules';

export type ContestStatus = 'scheduled' | 'in_progress' | 'finished' | 'postponed' | 'cancelled';

export interface PublicTeamRef {
  id: number;
  name: string;
  is_absent: boolean;
}

/** One contest as the public sees it. */
export interface PublicContest extends Scores {
  id: number;
  league_id: number;
  league_name: string;
  round: number;
  /** ISO-8601 start time, UTC. */
  time: string;
  location: string | null;
  status: ContestStatus;
  first_team: PublicTeamRef;
  second_team: PublicTeamRef;
  first_team_total: number;
  second_team_total: number;
  winner: 'first_team' | 'second_team' | null;
  forfeit: boolean;
  /** Stream revision; send it back as expected_revision when changing the score. */
  revision: number;
}

export interface PublicLeagueSummary {
  id: number;
  name: string;
  kind: string;
  season: string | null;
  category: { id: number; name: string } | null;
  rounds: number;
  number_of_teams: number;
  start_date: string;
  city: string | null;
  public: boolean;
  games_played: number;
}

export interface PublicTeam {
  id: number;
  name: string;
  full_name: string | null;
  city: string | null;
}

/**
 * What placed a standings row where it is: its points, one of the league's tie-breaks (in its
 * order, FIBA Appendix D's by default), or 'shared'
 * when nothing separated it from the teams level with it (they share a place until the group
 * ends; after it, lots decide and the rows stay marked).
 */
export type StandingsCriterion = 'points' | TieBreakCriterion | 'shared';

export interface StandingRow {
  position: number;
  team: { id: number; name: string };
  played: number;
  won: number;
  lost: number;
  /** Losses by forfeit (20–0), worth 0 points. */
  forfeits: number;
  points_for: number;
  points_against: number;
  point_difference: number;
  points: number;
  /** Which criterion placed this row (see {@link StandingsCriterion}). */
  criterion: StandingsCriterion;
}

/** Standings with home and away splits, for the detailed table. */
export interface ProfStandingRow extends StandingRow {
  home_won: number;
  home_lost: number;
  away_won: number;
  away_lost: number;
}

/** GET /api/leagues/{id}/public-standings */
export interface PublicStandings {
  league: PublicLeagueSummary;
  standings: StandingRow[];
  prof_standings: ProfStandingRow[];
  contests: PublicContest[];
  /** The read-model checkpoint this answer reflects. */
  checkpoint: string | null;
}

/**
 * The table alone, without the league's contests: what standings:updated pushes, because the
 * contests travel in their own contest:updated messages and a league's whole schedule sent to
 * every follower on every score would be most of the traffic.
 */
export type PublicStandingsTable = Omit<PublicStandings, 'contests'>;

/**
 * GET /api/leagues/{id}/standings[?round=N | ?date=YYYY-MM-DD]: the table live or as it stood
 * once round N's results (or the results up to that day) were in, with the contests it counts.
 */
export interface LeagueStandingsAsOf extends PublicStandings {
  /** The league's rounds, for a round selector. */
  rounds: number[];
  /** The round asked for; null when live or by date. */
  round: number | null;
  /** The day asked for (YYYY-MM-DD); null when live or by round. */
  date: string | null;
}

/** GET /api/leagues/{id}/public-schedule */
export interface PublicSchedule {
  league: PublicLeagueSummary;
  contests: PublicContest[];
  checkpoint: string | null;
}

/** GET /api/leagues/{id} */
export interface PublicLeagueDetail extends PublicLeagueSummary {
  teams: PublicTeam[];
  contests: PublicContest[];
  checkpoint: string | null;
}

/** GET /api/leagues */
export interface Paginated<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** PUT /api/contests/{id}/score and the other contest commands answer this. */
export interface CommandAccepted {
  revision: number;
  position: string;
}

/** Body of PUT /api/contests/{id}/score. */
export type ScoreUpdate = Scores & { expected_revision: number };

/** Error body for every 4xx answer. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}

/** One series of a public bracket (a single contest when best of 1). */
export interface PublicBracketSeries {
  key: string;
  first_team: { id: number; name: string } | null;
  second_team: { id: number; name: string } | null;
  winner_team_id: number | null;
  wins: { first: number; second: number };
  games: PublicContest[];
}

/** GET /api/leagues/{id}/bracket: a play-off's (or tournament knockout's) rounds; none for others. */
export interface PublicBracket {
  best_of: number | null;
  rounds: { round: number; series: PublicBracketSeries[] }[];
}

/** GET /api/contests-by-date/{date}: a day's contests across public leagues. */
export interface ContestsByDate {
  data: PublicContest[];
  date: string;
  checkpoint?: string | null;
}
