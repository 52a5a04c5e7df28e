import * as yup from 'yup';
import { commandBody, commandFields as fields, isCalendarDate, sentAs } from '../command-fields';
import { cyrillicNameEditField, cyrillicNameField } from '../script/cyrillic-name';
import { leagueKinds, type LeagueKind } from './events';
import { leagueOfficialRoles, type LeagueOfficialRole } from './officials-events';
import {
  feeKeys,
  feeLimits,
  leagueLimits,
  standingsConfigKeys,
  standingsPointsLimits,
  tieBreakCriteria,
  type LeagueFees,
  type StandingsConfig,
  type TieBreakCriterion,
} from './rules';
import { recordingOfferField } from '../recording/commands';
import type { RecordingPackage } from '../recording/rules';

/**
 * The bodies of the league's commands, one schema each: command-service parses with them and a
 * form may validate with them. Messages are keys of `messages`. Limits that depend on the
 * league (rounds, teams) are the league decider's to check, with the rules of ./rules.
 */

/** Body of `POST /leagues`. */
export const createLeagueSchema = commandBody({
  kind: yup.mixed<LeagueKind>().oneOf(leagueKinds, 'invalid').default('league'),
  name: fields.name(),
  cyrillic_name: cyrillicNameField(),
  email: fields.text().email('invalid'),
  sort_index: fields.integer().default(0),
  public: fields.boolean(false),
  number_of_teams: fields.integer().required('required'),
  rounds: fields.integer().required('required'),
  weeks: fields.integer().min(1, 'validNumber').nullable().default(null),
  /** Calendar date, YYYY-MM-DD. */
  start_date: yup
    .string()
    .typeError('validDate')
    .required('required')
    .test('date', 'validDate', (value) => isCalendarDate(value)),
  category_id: fields.id().nullable().default(null),
  city: fields.text(),
  recreational: fields.boolean(false),
});
export interface CreateLeagueInput {
  kind?: LeagueKind;
  name: string;
  /** The name in Cyrillic where it must not be transliterated (a sponsor); empty: transliterate. */
  cyrillic_name?: string | null;
  email?: string | null;
  sort_index?: number;
  public?: boolean;
  number_of_teams: number;
  rounds: number;
  weeks?: number | null;
  /** Calendar date, YYYY-MM-DD. */
  start_date: string;
  category_id?: number | null;
  city?: string | null;
  recreational?: boolean;
}

/** Body of `POST /leagues/:id/teams` for a team new to the catalogue. */
export const registerTeamSchema = commandBody({
  name: fields.name(),
  full_name: fields.text(),
  city: fields.text(),
});
export interface RegisterTeamInput {
  name: string;
  full_name?: string | null;
  city?: string | null;
}

/**
 * Body of `POST /leagues/:id/team-renames`: league teams' new names, carried out together, so
 * two teams may swap names (rules.ts checks each name; the decider the names they end with).
 */
export const renameLeagueTeamsSchema = commandBody({
  renames: yup
    .array(
      yup
        .object({
          team_id: fields.id().required('required'),
          name: yup.string().typeError('validName').defined('required'),
        })
        .typeError('invalid')
        .required('required'),
    )
    .typeError('invalid')
    .min(1, 'required')
    .required('required'),
});
export interface RenameLeagueTeamsInput {
  renames: { team_id: number; name: string }[];
}

/** Body of `POST /leagues/:id/teams` naming a team of the catalogue. */
export const registerExistingTeamSchema = commandBody({
  team_id: fields.id().required('required'),
  name: fields.text(),
  full_name: fields.text(),
  city: fields.text(),
});
export interface RegisterExistingTeamInput {
  team_id: number;
  /**
   * How gateway's read model names a team that has no catalogue stream (one registered inline
   * in a league before teams were their own aggregate); ignored when the stream exists.
   */
  name?: string | null;
  full_name?: string | null;
  city?: string | null;
}

// The edit form's body is checked strictly, as JSON: a number sent as text, or a key the points
// and fees do not have, is refused by name rather than cast or dropped.
const points = () =>
  fields
    .jsonInteger()
    .min(standingsPointsLimits.min, 'validNumber')
    .max(standingsPointsLimits.max, 'validNumber')
    .required('required');
/** One standings points field (0–100, sent as a number), shared with the platform's defaults. */
export const standingsPointsField = points;

/**
 * A tie-break order: distinct FIBA Appendix D criteria, at least one, in the order they apply.
 * Shared by the platform's standings tab and a league's edit.
 */
export const tieBreakOrderField = () =>
  yup
    .array(
      yup
        .mixed<TieBreakCriterion>()
        .oneOf(tieBreakCriteria, 'tieBreakUnknown')
        .required('tieBreakUnknown'),
    )
    .typeError('invalid')
    .min(1, 'tieBreakEmpty')
    .test(
      'distinct',
      'tieBreakRepeated',
      (order) => order === undefined || new Set(order).size === order.length,
    );
const fee = () =>
  sentAs(yup.number().typeError('validNumber'), 'number', 'validNumber')
    .min(feeLimits.min, 'validNumber')
    .max(feeLimits.max, 'validNumber')
    .required('required');
const flag = () => sentAs(yup.boolean().typeError('invalid').optional(), 'boolean', 'invalid');
const text = () => sentAs(fields.text().default(undefined), 'string', 'invalid');

/** Body of `PATCH /leagues/:id`. Nothing defaults: a field left out is a field left alone. */
export const updateLeagueSchema = commandBody({
  name: sentAs(fields.name().optional(), 'string', 'validName'),
  cyrillic_name: cyrillicNameEditField(),
  email: text().email('invalid'),
  sort_index: fields.jsonInteger().optional(),
  public: flag(),
  number_of_teams: fields.jsonInteger().optional(),
  rounds: fields.jsonInteger().optional(),
  weeks: fields.jsonInteger().min(1, 'validNumber').nullable().optional(),
  start_date: sentAs(yup.string().typeError('invalid').optional(), 'string', 'invalid').test(
    'date',
    'invalid',
    (value) => value === undefined || isCalendarDate(value),
  ),
  category_id: fields.jsonInteger().positive('validNumber').nullable().optional(),
  city: text(),
  recreational: flag(),
  video_zone: flag(),
  video_open_to_clubs: flag(),
  scoreboard_sync: flag(),
  scoreboard_sync_matches: flag(),
  scoreboard_sync_roster: flag(),
  api_integration: flag(),
  standings_config: yup
    .object(Object.fromEntries(standingsConfigKeys.map((key) => [key, points()])))
    .typeError('invalid')
    .noUnknown(true, 'invalid')
    .default(undefined),
  fees: yup
    .object(Object.fromEntries(feeKeys.map((key) => [key, fee()])))
    .typeError('invalid')
    .noUnknown(true, 'invalid')
    .default(undefined),
  tie_break_order: tieBreakOrderField().default(undefined),
  /** Issue 11: the recording packages the league offers, at least one. */
  recording_packages: recordingOfferField().default(undefined),
});
export interface UpdateLeagueInput {
  name?: string;
  cyrillic_name?: string | null;
  email?: string | null;
  sort_index?: number;
  public?: boolean;
  number_of_teams?: number;
  rounds?: number;
  weeks?: number | null;
  start_date?: string;
  category_id?: number | null;
  city?: string | null;
  recreational?: boolean;
  video_zone?: boolean;
  video_open_to_clubs?: boolean;
  scoreboard_sync?: boolean;
  scoreboard_sync_matches?: boolean;
  scoreboard_sync_roster?: boolean;
  api_integration?: boolean;
  standings_config?: Partial<StandingsConfig>;
  fees?: Partial<LeagueFees>;
  tie_break_order?: TieBreakCriterion[];
  recording_packages?: RecordingPackage[];
}

/** Body of `POST /leagues/:id/officials` and `DELETE /leagues/:id/officials`. */
export const leagueOfficialCommandSchema = commandBody({
  account_id: fields.jsonInteger().positive('validNumber').required('required'),
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles, 'invalid').required('required'),
});
export interface LeagueOfficialInput {
  account_id: number;
  role: LeagueOfficialRole;
}

/** Body of `POST /leagues/owner-transfer`. */
export const transferOwnerSchema = commandBody({
  from_account_id: fields.id().required('required'),
  to_account_id: fields.id().required('required'),
});
export interface TransferOwnerInput {
  from_account_id: number;
  to_account_id: number;
}

/** Body of `POST /leagues/:id/schedule`. */
export const generateScheduleSchema = commandBody({
  // A group holds at least two teams, so a league has at most half its team limit of groups;
  // bounded here, before any schedule is drawn for an absurd count (the fuzz sent 138 million).
  groups: fields
    .integer()
    .min(1, 'validNumber')
    .max(leagueLimits.maxTeams / 2, 'validNumber')
    .default(1),
  // A map keyed by team id: yup.object() would strip keys it was not told about.
  arenas: yup
    .mixed<Record<string, string | null>>()
    .test(
      'arenas',
      'invalid',
      (value) =>
        value === undefined ||
        (typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.entries(value).every(
            ([team, name]) => /^\d+$/.test(team) && (name === null || typeof name === 'string'),
          )),
    )
    .default({}),
});
export interface GenerateScheduleInput {
  /** A tournament's group count (default 1). */
  groups?: number;
  /** Team id → the name of its arena, read by gateway from the catalogue. */
  arenas?: Record<string, string | null>;
}

/** Body of `POST /leagues/:id/bracket`. The series length is the decider's to check. */
export const drawBracketSchema = commandBody({
  team_ids: yup
    .array(fields.id().required('validNumber'))
    .typeError('invalid')
    .nullable()
    .default(null),
  best_of: fields.integer().default(1),
});
export interface DrawBracketInput {
  /** Teams in seed order; every registered team in registration order when absent. */
  team_ids?: number[] | null;
  best_of?: number;
}
