import * as yup from 'yup';
import {
  feeKeys,
  feeLimits,
  standingsConfigKeys,
  tieBreakCriteria,
  type FeeKey,
  type LeagueFees,
  type StandingsConfig,
  type StandingsConfigKey,
  type TieBreakCriterion,
} from './rules';
import type { EventOf } from '../event-of';
import { recordingPackages, type RecordingPackage } from '../recording/rules';
import { cyrillicNameEventField } from '../script/cyrillic-name';

// `.default(undefined)`: an absent settings object stays absent instead of becoming an object
// of undefined keys, so an event that does not name it reads back without it.
export const standingsConfigSchema = yup
  .object(
    Object.fromEntries(
      standingsConfigKeys.map((key) => [key, yup.number().integer().required()]),
    ) as Record<StandingsConfigKey, yup.NumberSchema<number>>,
  )
  .default(undefined);

export const feesSchema = yup
  .object(
    Object.fromEntries(
      feeKeys.map((key) => [key, yup.number().min(feeLimits.min).required()]),
    ) as Record<FeeKey, yup.NumberSchema<number>>,
  )
  .default(undefined);

/** A tie-break order as recorded; absent on leagues that keep FIBA's. */
export const tieBreakOrderSchema = yup
  .array(yup.mixed<TieBreakCriterion>().oneOf(tieBreakCriteria).required())
  .default(undefined);

/** Changed fields only: a field an edit left alone is absent. */
export const leagueUpdatedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  name: yup.string().optional(),
  /** Added with issue 10: the name's own Cyrillic form; null: transliterate again. */
  cyrillicName: cyrillicNameEventField(),
  email: yup.string().nullable().optional(),
  sortIndex: yup.number().integer().optional(),
  public: yup.boolean().optional(),
  numberOfTeams: yup.number().integer().optional(),
  rounds: yup.number().integer().optional(),
  weeks: yup.number().integer().nullable().optional(),
  /** Calendar date, YYYY-MM-DD. */
  startDate: yup.string().optional(),
  categoryId: yup.number().integer().nullable().optional(),
  city: yup.string().nullable().optional(),
  recreational: yup.boolean().optional(),
  videoZone: yup.boolean().optional(),
  apiIntegration: yup.boolean().optional(),
  /** Issue 11: every approved club may watch this league's videos (off when never set). */
  videoOpenToClubs: yup.boolean().optional(),
  /** Issue 12: the league is synced to the scoreboard and workflow services (off when never set). */
  scoreboardSync: yup.boolean().optional(),
  /** Issue 12: with sync on, its matches are pushed (on when never set). */
  scoreboardSyncMatches: yup.boolean().optional(),
  /** Issue 12: with sync on, its players and staff are pushed (on when never set). */
  scoreboardSyncRoster: yup.boolean().optional(),
  standingsConfig: standingsConfigSchema.optional(),
  fees: feesSchema.optional(),
  /** Added with issue 10: the order the tie-breaks apply in (FIBA's when never set). */
  tieBreakOrder: tieBreakOrderSchema.optional(),
  /** Added with issue 11: the recording packages the league offers (all when never set). */
  recordingPackages: yup
    .array(yup.mixed<RecordingPackage>().oneOf(recordingPackages).required())
    .min(1)
    .default(undefined)
    .optional(),
});

export const leagueOwnerChangedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  /** The admin account that owned the league; null when nobody did. */
  fromAccountId: yup.number().integer().positive().nullable().defined(),
  toAccountId: yup.number().integer().positive().required(),
});

/** An administrator edited a league: only the fields whose values changed. */
export type LeagueUpdated = EventOf<'LeagueUpdated', typeof leagueUpdatedSchema>;

/** The league passed to another admin account (its owner is being deleted). */
export type LeagueOwnerChanged = EventOf<'LeagueOwnerChanged', typeof leagueOwnerChangedSchema>;

/** The editable fields of a league and their read-side (snake_case) names. */
export const leagueUpdatedColumns = {
  name: 'name',
  cyrillicName: 'cyrillic_name',
  email: 'email',
  sortIndex: 'sort_index',
  public: 'public',
  numberOfTeams: 'number_of_teams',
  rounds: 'rounds',
  weeks: 'weeks',
  startDate: 'start_date',
  categoryId: 'category_id',
  city: 'city',
  recreational: 'recreational',
  videoZone: 'video_zone',
  apiIntegration: 'api_integration',
  videoOpenToClubs: 'video_open_to_clubs',
  scoreboardSync: 'scoreboard_sync',
  scoreboardSyncMatches: 'scoreboard_sync_matches',
  scoreboardSyncRoster: 'scoreboard_sync_roster',
  standingsConfig: 'standings_config',
  fees: 'fees',
  tieBreakOrder: 'tie_break_order',
  recordingPackages: 'recording_packages',
} as const;
export type LeagueEditableField = keyof typeof leagueUpdatedColumns;

/**
 * A league's settings as the audit log shows them: each points value and fee its own field,
 * so a diff names exactly what changed ("fee_referee: 0 → 40").
 */
export function leagueSettingsFields(settings: {
  videoZone?: boolean | undefined;
  apiIntegration?: boolean | undefined;
  videoOpenToClubs?: boolean | undefined;
  scoreboardSync?: boolean | undefined;
  scoreboardSyncMatches?: boolean | undefined;
  scoreboardSyncRoster?: boolean | undefined;
  standingsConfig?: StandingsConfig | undefined;
  fees?: LeagueFees | undefined;
  tieBreakOrder?: TieBreakCriterion[] | undefined;
  recordingPackages?: RecordingPackage[] | undefined;
}): Record<string, boolean | number | string> {
  const fields: Record<string, boolean | number | string> = {};
  if (settings.videoZone !== undefined) fields['video_zone'] = settings.videoZone;
  if (settings.apiIntegration !== undefined) fields['api_integration'] = settings.apiIntegration;
  if (settings.videoOpenToClubs !== undefined) {
    fields['video_open_to_clubs'] = settings.videoOpenToClubs;
  }
  for (const key of ['scoreboardSync', 'scoreboardSyncMatches', 'scoreboardSyncRoster'] as const) {
    const value = settings[key];
    if (value !== undefined) fields[leagueUpdatedColumns[key]] = value;
  }
  if (settings.standingsConfig) {
    for (const key of standingsConfigKeys) {
      fields[`points_${key}`] = settings.standingsConfig[key];
    }
  }
  if (settings.fees) {
    for (const key of feeKeys) fields[`fee_${key}`] = settings.fees[key];
  }
  if (settings.tieBreakOrder) fields['tie_break_order'] = settings.tieBreakOrder.join(', ');
  if (settings.recordingPackages) {
    fields['recording_packages'] = settings.recordingPackages.join(', ');
  }
  return fields;
}
