/**
 * Row types of the read models gateway queries (schema `rm`, built by projection-service)
 * and of gateway's own tables. Read-model rows are read-only here.
 */

import type {
  AdminLeagueContest,
  AdminLeagueSummary as EventsAdminLeagueSummary,
  AdminLeagueTeam,
  ContestOfficialRole,
  LeagueFees,
  RecordingBooking,
  RecordingPackage,
  StandingsConfig,
  TieBreakCriterion,
} from '@courtside/events';
import type {
  ContestRow as ProjectedContestRow,
  LeagueRow as ProjectedLeagueRow,
  LeagueSeriesRow as ProjectedLeagueSeriesRow,
} from '@courtside/projection-service';

/** The read-model schema; a rebuild swaps a fresh one in under the same name. */
export const rmSchema = 'rm';

// Read-model rows as projection-service defines them, so a schema change there fails here.
export type {
  TeamRow,
  CheckpointRow,
  StandingRow as StandingDbRow,
} from '@courtside/projection-service';

/** The league columns gateway selects, the date as text so no time zone shifts it. */
export type LeagueRow = Pick<
  ProjectedLeagueRow,
  | 'id'
  | 'kind'
  | 'name'
  | 'public'
  | 'number_of_teams'
  | 'rounds'
  | 'category_id'
  | 'category_name'
  | 'season'
  | 'city'
  | 'games_played'
> & { start_date: string };

/** A contest row joined with its league's name. */
export type ContestRow = Omit<ProjectedContestRow, 'updated_at'> & { league_name: string };

/**
 * An account as gateway loads it (auth/accounts.ts): `roles` are the names of its roles
 * (table account_roles) and `permissions` its abilities, i.e. its roles' permissions plus the
 * direct ones kept in the accounts.permissions column.
 */
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

/** A role of spec section 6; admin roles go to admin accounts, account roles to the others. */
export interface RoleRow {
  id: number;
  name: string;
  guard: 'admin' | 'account';
  created_at: Date;
}

export interface PermissionRow {
  id: number;
  name: string;
}

/** An official's assignment to a league (as referee, delegate, …). */
export interface OfficialAssignmentRow {
  account_id: number;
  league_id: number;
  role: string;
}

// League administration (queries/admin-leagues.ts, queries/league-officials.ts).

/** A league as the edit form reads it: every field, its settings and its owner. */
export type AdminLeague = Omit<ProjectedLeagueRow, 'start_date' | 'created_at' | 'updated_at'> & {
  start_date: string;
  owner_id: number | null;
  video_zone: boolean;
  api_integration: boolean;
  video_open_to_clubs: boolean;
  scoreboard_sync: boolean;
  scoreboard_sync_matches: boolean;
  scoreboard_sync_roster: boolean;
  standings_config: StandingsConfig;
  fees: LeagueFees;
  /** The tie-breaks its standings apply, in order (FIBA Appendix D's unless set). */
  tie_break_order: TieBreakCriterion[];
  /** The recording packages the league offers its clubs (issue 11; all unless narrowed). */
  recording_packages: RecordingPackage[];
  /** Teams registered so far: the fewest places an edit may leave. */
  teams_count: number;
};

/** A league as the admin list shows it. */
export type AdminLeagueSummary = EventsAdminLeagueSummary;

/** A team registered in a league, as the league's teams tab shows it. */
export type LeagueTeamSummary = AdminLeagueTeam;

/** A contest as the league page's schedule tab shows it. */
export type AdminContest = AdminLeagueContest;

/** A play-off series of rm.league_series, as gateway selects it (its league is known). */
export type LeagueSeriesRow = Omit<ProjectedLeagueSeriesRow, 'league_id'>;

/** An account as an officials list or picker shows it (no secret ever). */
export interface OfficialAccount {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

/** An official account with its kind, for the eligibility check. */
export type OfficialAccountWithKind = OfficialAccount & { kind: string };

/** A contest's crew as the per-contest editor reads it. */
export interface ContestCrew {
  contest_id: number;
  league_id: number;
  delegate_id: number | null;
  referee_ids: number[];
  statistician_id: number | null;
  officials: Array<{ account_id: number; role: ContestOfficialRole; name: string }>;
}

/** gateway's match_files table (officials' desk uploads). */
export interface MatchFileRow {
  id: number;
  contest_id: number;
  kind: string;
  media_type: string;
  size_bytes: number;
  original_name: string;
  stored_name: string;
  thumbnail_name: string | null;
  uploaded_by: number;
  uploaded_at: Date;
}

/**
 * rm.recordings (issue 11) joined with its match, club and league names: the booking answer's
 * columns, with the database's dates and the stored package and state as plain text.
 */
export type RecordingRow = Omit<
  RecordingBooking,
  'time' | 'package' | 'state' | 'requested_at' | 'updated_at' | 'actions'
> & {
  time: Date | null;
  package: string;
  state: string;
  requested_at: Date;
  updated_at: Date;
};
