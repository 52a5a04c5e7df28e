/**
 * Row types of the read-model tables (schema `rm`), as the pg driver returns them with its
 * default type parsers: `timestamptz` as Date, `date` as a Date at local midnight unless a
 * reader overrides the parser (so `date` columns are typed `Date | string`).
 */
import type {
  ActorKind,
  AdminArena,
  AuditModel,
  ContestStatus,
  LeagueKind,
  ModelState,
  Scores,
  StandingsCriterion,
} from '@courtside/events';

export interface CategoryRow {
  id: number;
  name: string;
  /** The name's own Cyrillic form; null: transliterate. */
  cyrillic_name: string | null;
  season: string;
  public: boolean;
  tabindex: number;
}

export interface LeagueRow {
  id: number;
  kind: LeagueKind;
  name: string;
  /** The name's own Cyrillic form; null: transliterate. */
  cyrillic_name: string | null;
  email: string | null;
  sort_index: number;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  weeks: number | null;
  start_date: Date | string;
  category_id: number | null;
  /** Copied from the category so league lists need no join. */
  category_name: string | null;
  season: string | null;
  city: string | null;
  recreational: boolean;
  /** Count of the league's finished contests. */
  games_played: number;
  created_at: Date;
  updated_at: Date;
}

export interface TeamRow {
  id: number;
  name: string;
  full_name: string | null;
  city: string | null;
}

/** rm.arenas: the admin answer's columns; the map link is built when answering. */
export type ArenaRow = Omit<AdminArena, 'map_url'>;

/** rm.sports. */
export interface SportRow {
  id: number;
  name: string;
  show_on_scheduling: boolean;
}

/** rm.teams with the team aggregate's fields (TeamCreated / TeamUpdated / TeamDeleted). */
export interface CatalogueTeamRow extends TeamRow {
  cyrillic_name: string | null;
  region: string | null;
  category_id: number | null;
  arena_id: number | null;
  link: string | null;
  logo: string | null;
  recreational: boolean;
  is_absent: boolean;
  /** JSON: [{ number, season }]. */
  licences: string;
  deleted_at: Date | null;
}

export interface LeagueTeamRow {
  league_id: number;
  team_id: number;
}

export interface ContestRow extends Scores {
  id: number;
  league_id: number;
  round: number;
  time: Date;
  location: string | null;
  first_team_id: number;
  second_team_id: number;
  first_team_name: string;
  second_team_name: string;
  first_team_absent: boolean;
  second_team_absent: boolean;
  first_team_total: number;
  second_team_total: number;
  status: ContestStatus;
  winner: 'first_team' | 'second_team' | null;
  forfeit: boolean;
  /** Revision of the contest stream this row reflects (the client's expected_revision). */
  revision: number;
  updated_at: Date;
}

export interface ContestDayRow {
  /** UTC calendar day of the contests' start time. */
  day: Date | string;
  league_id: number;
  contests: number;
}

export interface StandingRow {
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
  /** Which FIBA Appendix D criterion placed the row. */
  criterion: StandingsCriterion;
}

/** rm.standings_rounds: the table as it stood after a round (0: before any contest). */
export interface StandingAfterRoundRow extends StandingRow {
  round: number;
}

/** rm.standings_days: the table as it stood at the end of a UTC day with results. */
export interface StandingAfterDayRow extends StandingRow {
  day: Date | string;
}

export interface CheckpointRow {
  projection: string;
  checkpoint: string | null;
}

/** One audit-log entry: an event, the model it changed and the changed fields. */
export interface AuditLogRow {
  /** The event's id. */
  id: string;
  /** The event's checkpoint; position_major/minor are its parts, for ordering. */
  position: string;
  /** numeric columns come back from pg as strings. */
  position_major: string;
  position_minor: string;
  stream_id: string;
  revision: number;
  event: string;
  model: AuditModel;
  model_id: number;
  old_values: ModelState;
  new_values: ModelState;
  actor_kind: ActorKind | null;
  actor_id: string | null;
  ip: string | null;
  user_agent: string | null;
  tags: string[];
  correlation_id: string | null;
  occurred_at: Date;
}

/** A model's state after its latest event, what the audit projection diffs against. */
export interface AuditStateRow {
  model: AuditModel;
  model_id: number;
  state: ModelState;
}

/** Every read-model table, in the order a full comparison or copy should visit them. */
export const readModelTables = [
  'categories',
  'leagues',
  'teams',
  'league_teams',
  'arenas',
  'sports',
  'contests',
  'contest_days',
  'league_series',
  'standings',
  'standings_rounds',
  'standings_days',
  'audit_log',
  'audit_state',
  'checkpoints',
] as const;
export type ReadModelTable = (typeof readModelTables)[number];

/** A row of rm.league_series. */
export interface LeagueSeriesRow {
  league_id: number;
  key: string;
  round: number;
  index: number;
  best_of: number;
  first_team_id: number | null;
  second_team_id: number | null;
  winner_team_id: number | null;
  games: number[];
}
