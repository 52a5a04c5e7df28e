/**
 * Row types of the read models gateway queries (schema `rm`, built by projection-service)
 * and of gateway's own tables. Read-model rows are read-only here.
 */

/** The read-model schema; a rebuild swaps a fresh one in under the same name. */
export const rmSchema = 'rm';

export interface LeagueRow {
  id: number;
  kind: string;
  name: string;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  /** Selected as text (YYYY-MM-DD) so the server's time zone never shifts it. */
  start_date: string;
  category_id: number | null;
  category_name: string | null;
  season: string | null;
  city: string | null;
  games_played: number;
}

export interface ContestRow {
  id: number;
  league_id: number;
  league_name: string;
  round: number;
  time: Date;
  location: string | null;
  first_team_id: number;
  second_team_id: number;
  first_team_name: string;
  second_team_name: string;
  first_team_absent: boolean;
  second_team_absent: boolean;
  A1: number | null;
  A2: number | null;
  A3: number | null;
  A4: number | null;
  A_extra: number | null;
  B1: number | null;
  B2: number | null;
  B3: number | null;
  B4: number | null;
  B_extra: number | null;
  first_team_total: number;
  second_team_total: number;
  status: string;
  winner: string | null;
  forfeit: boolean;
  revision: number;
}

export interface TeamRow {
  id: number;
  name: string;
  full_name: string | null;
  city: string | null;
}

export interface StandingDbRow {
  league_id: number;
  team_id: number;
  team_name: string;
  position: number;
  played: number;
  won: number;
  lost: number;
  forfeits: number;
  points_for: number;
  points_against: number;
  points: number;
  home_won: number;
  home_lost: number;
  away_won: number;
  away_lost: number;
}

export interface CheckpointRow {
  projection: string;
  checkpoint: string | null;
}

export interface AccountRow {
  id: number;
  kind: 'admin' | 'official' | 'representative';
  email: string;
  name: string;
  password_hash: string;
  roles: string[];
  permissions: string[];
  disabled_at: Date | null;
  created_at: Date;
  last_activity_at: Date | null;
}
