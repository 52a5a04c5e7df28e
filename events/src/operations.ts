/**
 * Operations shapes: seasons, contest days, public categories, team statistics, fees and income,
 * and the administration dashboard. What the gateway answers and the web app reads.
 */
import type { PublicContest, PublicLeagueSummary } from './read-models';

/** A public category with its public leagues (GET /api/categories, GET /api/season). */
export interface PublicCategory {
  id: number;
  name: string;
  season: string;
  tabindex: number;
  leagues: PublicLeagueSummary[];
}

/** GET /api/categories: categories by tabindex; `other` holds public leagues without one. */
export interface PublicCategories {
  categories: PublicCategory[];
  other: PublicLeagueSummary[];
}

/**
 * GET /api/season?filter&date: the season the date falls in (as categories name it, e.g.
 * "2025/2026"), whether the date lies where two seasons meet, and that season's categories.
 */
export interface SeasonInfo {
  selectedYear: string;
  is_season_overlap: boolean;
  /** Every season the date falls in, newest first (two when they overlap). */
  seasons: string[];
  topCategories: PublicCategory[];
}

/** Won or lost, for streaks. */
export type Outcome = 'W' | 'L';

export interface SplitStatistics {
  played: number;
  won: number;
  lost: number;
  points_for: number;
  points_against: number;
}

/** Average points scored and conceded in one period, over the contests that had it. */
export interface PeriodAverage {
  period: '1' | '2' | '3' | '4' | 'extra';
  games: number;
  for_avg: number;
  against_avg: number;
}

export interface ContestRef {
  contest_id: number;
  time: string;
  opponent: { id: number; name: string };
  home: boolean;
  points_for: number;
  points_against: number;
  margin: number;
}

/**
 * One team's statistics over a league's finished contests. Forfeits count in wins, losses and
 * streaks but not in points or averages (a 20–0 was never played).
 */
export interface TeamStatistics {
  team: { id: number; name: string };
  played: number;
  won: number;
  lost: number;
  forfeits: number;
  points_for: number;
  points_against: number;
  avg_for: number;
  avg_against: number;
  periods: PeriodAverage[];
  home: SplitStatistics;
  away: SplitStatistics;
  current_streak: { outcome: Outcome; length: number } | null;
  longest_win_streak: number;
  longest_loss_streak: number;
  biggest_win: ContestRef | null;
}

/** GET /api/leagues/:id/statistics */
export interface LeagueStatistics {
  league: PublicLeagueSummary;
  /** Finished contests counted (forfeits included). */
  games: number;
  teams: TeamStatistics[];
  /** The league's biggest wins by margin, largest first (at most 5). */
  biggest_wins: (ContestRef & { team: { id: number; name: string } })[];
}

/** One official's pay in one league for one role over the range. */
export interface IncomeRow {
  official: { id: number; name: string; email: string | null };
  league: { id: number; name: string };
  role: string;
  matches: number;
  fee: number;
  amount: number;
}

export interface IncomeTotal {
  id: number;
  name: string;
  matches: number;
  amount: number;
}

/** GET /api/admin/income and GET /api/officials/income. */
export interface IncomeReport {
  from: string;
  to: string;
  rows: IncomeRow[];
  by_official: IncomeTotal[];
  by_league: IncomeTotal[];
  total: { matches: number; amount: number };
}

/** An audit row as the dashboard lists it: what changed and who did it, without values. */
export interface DashboardChange {
  id: string;
  event: string;
  model: string;
  model_id: number;
  actor: { kind: string; id: string | null } | null;
  occurred_at: string;
}

export interface PendingApproval {
  id: number;
  name: string;
  email: string;
  created_at: string;
}

/** GET /api/admin/dashboard, and the body of every dashboard:updated push. */
export interface Dashboard {
  checkpoint: string | null;
  generated_at: string;
  /** Contests starting today (UTC), every league. */
  today: PublicContest[];
  /** Contests with a score and not finished, any day. */
  in_progress: PublicContest[];
  /** Contests past their 5-hour score window that are not finished, postponed or cancelled. */
  overdue: PublicContest[];
  /** Representatives waiting for approval; `available` is false until accounts can be approved. */
  pending_approvals: { available: boolean; total: number; accounts: PendingApproval[] };
  recent_changes: DashboardChange[];
}
