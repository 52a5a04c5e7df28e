/**
 * Answers of the administration's HTTP API (catalogue, security, users, API keys, officials
 * assignment, leagues), shared by the gateway that sends them and the web app that reads them.
 */
import type { ApiKeyScope } from './account/api-key-events';
import type { LeagueKind } from './league/events';
import type { ContestStatus } from './read-models';
import type { AccountProfile } from './account-read-models';
import type { Licence } from './team/events';
import type { LeagueOfficialRole } from './league/officials-events';
import type { LeagueFees, StandingsConfig, TieBreakCriterion } from './league/rules';
import type { RecordingPackage } from './recording/rules';

/** A write's answer: the record as the read models now show it, and where the write landed. */
export interface SavedRecord<T> {
  data: T;
  id?: number;
  revision: number;
  position: string;
}

/** A sport of the super-admin's settings (GET /api/admin/sports rows). */
export interface AdminSport {
  id: number;
  name: string;
  show_on_scheduling: boolean;
}

/** An arena row of GET /api/admin/arenas, with its OpenStreetMap link. */
export interface AdminArena {
  id: number;
  name: string;
  /** The name's own Cyrillic form; null: the Cyrillic interface transliterates the name. */
  cyrillic_name: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  map_url: string | null;
}

/** A category row of GET /api/admin/categories (in list order: tabindex). */
export interface AdminCategory {
  id: number;
  name: string;
  /** The name's own Cyrillic form; null: the Cyrillic interface transliterates the name. */
  cyrillic_name: string | null;
  season: string;
  public: boolean;
  tabindex: number;
}

/** A league of one category (GET /api/admin/categories/{id}/leagues). */
export interface AdminCategoryLeague {
  id: number;
  name: string;
  kind: string;
  season: string | null;
  public: boolean;
  city: string | null;
}

/** A team row of GET /api/admin/teams. */
export interface AdminTeam {
  id: number;
  name: string;
  /** The name's own Cyrillic form; null: the Cyrillic interface transliterates the name. */
  cyrillic_name: string | null;
  full_name: string | null;
  region: string | null;
  category_id: number | null;
  category: { id: number; name: string } | null;
  city: string | null;
  arena_id: number | null;
  arena: { id: number; name: string } | null;
  link: string | null;
  logo: string | null;
  recreational: boolean;
  is_absent: boolean;
  licences: Licence[];
}

/** One CSV row of a team import as the server read it, with its problems per field. */
export interface TeamImportRow {
  line: number;
  name: string;
  full_name: string | null;
  region: string | null;
  category: { id: number; name: string } | null;
  city: string | null;
  arena: { id: number; name: string } | null;
  link: string | null;
  recreational: boolean;
  errors: Record<string, string[]>;
}

/** The counts of a team import preview. */
export interface TeamImportSummary {
  total: number;
  valid: number;
  invalid: number;
}

/** GET /api/roles rows. */
export interface AdminRole {
  id: number;
  name: string;
  guard: 'admin' | 'account';
  permissions: string[];
  created_at: string;
}

/** GET /api/permissions rows. */
export interface AdminPermission {
  id: number;
  name: string;
}

/** A user as GET /api/users and GET /api/users/{id} answer it: the profile and its history. */
export interface AdminUser extends AccountProfile {
  last_activity_at: string | null;
  created_at: string;
  disabled_at: string | null;
  deleted_at: string | null;
}

/** A role a user form offers, with the kind of user it fits. */
export interface RoleOption {
  name: string;
  guard: 'admin' | 'account';
}

/** A league the user owns, listed by the 422 of a delete without a new owner. */
export interface OwnedLeague {
  id: number;
  name: string;
}

/** An API key as lists show it: the prefix, never the secret. */
export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  league_ids: number[];
  leagues: { id: number; name: string }[];
  /** What the key may do besides reading: 'results', 'recordings' (issue 11). */
  scopes: ApiKeyScope[];
  account_id: number;
  account_name: string;
  created_at: string;
  last_used_at: string | null;
  /** Requests on each of the last 14 UTC days, oldest first, today last (issue 12). */
  usage: ApiKeyUsageDay[];
}

/** One day of a key's use: every request it authenticated that day, refused ones too. */
export interface ApiKeyUsageDay {
  /** YYYY-MM-DD, UTC. */
  day: string;
  requests: number;
}

/** POST /api/api-keys answers the key with its secret, the only time it is ever shown. */
export type CreatedApiKey = ApiKey & { secret: string };

/** An account on a league's officials list or offered by the picker (never a secret). */
export interface OfficialAccount {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

/** GET /api/admin/leagues/{id}/officials. */
export interface LeagueOfficialsAnswer {
  league: { id: number; name: string };
  lists: Record<LeagueOfficialRole, OfficialAccount[]>;
}

/** GET /api/admin/contests/{id}/officials: a contest's crew. */
export interface ContestCrew {
  contest_id: number;
  league_id: number;
  delegate_id: number | null;
  referee_ids: number[];
  statistician_id: number | null;
  officials: Array<{
    account_id: number;
    role: 'delegate' | 'referee' | 'statistician';
    name: string;
  }>;
}

/** GET /api/admin/leagues/{id}: the league with its settings. */
export interface AdminLeagueSettings {
  id: number;
  kind: string;
  name: string;
  number_of_teams: number;
  rounds: number;
  teams_count: number;
  owner_id: number | null;
  video_zone: boolean;
  api_integration: boolean;
  /** Issue 11: every approved club may watch the league's videos. */
  video_open_to_clubs: boolean;
  /** Issue 12: synced to the scoreboard and workflow services; each part can be turned off. */
  scoreboard_sync: boolean;
  scoreboard_sync_matches: boolean;
  scoreboard_sync_roster: boolean;
  standings_config: StandingsConfig;
  fees: LeagueFees;
  /** The tie-breaks its standings apply, in order (FIBA Appendix D's unless set). */
  tie_break_order: TieBreakCriterion[];
  /** The recording packages it offers its clubs (all unless narrowed). */
  recording_packages: RecordingPackage[];
}

/** A row of GET /api/admin/leagues. */
export interface AdminLeagueSummary {
  id: number;
  kind: LeagueKind;
  name: string;
  category_name: string | null;
  season: string | null;
  city: string | null;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  start_date: string;
  teams_count: number;
  contests_count: number;
}

/** GET /api/admin/leagues/:id, the fields the leagues area reads. */
export interface AdminLeagueDetail {
  id: number;
  kind: LeagueKind;
  name: string;
  number_of_teams: number;
  rounds: number;
  start_date: string;
  city: string | null;
  category_name: string | null;
  teams_count: number;
}

/** A team of GET /api/admin/leagues/:id/teams. */
export interface AdminLeagueTeam {
  id: number;
  name: string;
  full_name: string | null;
  city: string | null;
}

/** A contest of GET /api/admin/leagues/:id/contests. */
export interface AdminLeagueContest {
  id: number;
  round: number;
  time: string;
  location: string | null;
  first_team_id: number;
  second_team_id: number;
  first_team_name: string;
  second_team_name: string;
  first_team_total: number;
  second_team_total: number;
  status: ContestStatus;
  winner: 'first_team' | 'second_team' | null;
  revision: number;
}

/** One series of GET /api/admin/leagues/:id/bracket. */
export interface AdminBracketSeries {
  key: string;
  first_team: { id: number; name: string } | null;
  second_team: { id: number; name: string } | null;
  winner_team_id: number | null;
  wins: { first: number; second: number };
  games: AdminLeagueContest[];
}

/** GET /api/admin/leagues/:id/bracket. */
export interface AdminBracket {
  best_of: number | null;
  rounds: { round: number; series: AdminBracketSeries[] }[];
}

/** One CSV row of a schedule import preview, with its problems per field. */
export interface FixturePreviewRow {
  line: number;
  round: number | null;
  date: string;
  time: string;
  home: string;
  away: string;
  location: string | null;
  errors: Record<string, string[]>;
}
