import * as yup from 'yup';
import {
  contestOfficialLimits,
  feeKeys,
  feeLimits,
  recordingPackages,
  repeatedCrewPlaces,
  standingsConfigKeys,
  standingsPointsLimits,
  type LeagueFees,
  type RecordingPackage,
  type StandingsConfig,
} from '@courtside/events';
import type { ContestCrewInput, LeagueSettingsInput } from '../api/officials';

const points = () =>
  yup
    .number()
    .typeError('officialsAdmin.validNumber')
    .required('validation.required')
    .integer('officialsAdmin.validNumber')
    .min(standingsPointsLimits.min, 'officialsAdmin.validNumber')
    .max(standingsPointsLimits.max, 'officialsAdmin.validNumber');
const fee = () =>
  yup
    .number()
    .typeError('officialsAdmin.validNumber')
    .required('validation.required')
    .min(feeLimits.min, 'officialsAdmin.settings.feeNotNegative')
    .max(feeLimits.max, 'officialsAdmin.validNumber');

/**
 * The league settings form's checks, the gateway's rules: whole points from 0 to 100 for each
 * result, fees of zero or more, at least one recording package. Messages are translation keys.
 */
export const leagueSettingsSchema: yup.ObjectSchema<LeagueSettingsInput> = yup.object({
  video_zone: yup.boolean().defined(),
  recording_packages: yup
    .array(yup.mixed<RecordingPackage>().oneOf(recordingPackages).defined())
    .defined()
    .min(1, 'recordings.packagesEmpty'),
  api_integration: yup.boolean().defined(),
  video_open_to_clubs: yup.boolean().defined(),
  scoreboard_sync: yup.boolean().defined(),
  scoreboard_sync_matches: yup.boolean().defined(),
  scoreboard_sync_roster: yup.boolean().defined(),
  standings_config: yup
    .object(Object.fromEntries(standingsConfigKeys.map((key) => [key, points()])))
    .required() as unknown as yup.ObjectSchema<StandingsConfig>,
  fees: yup
    .object(Object.fromEntries(feeKeys.map((key) => [key, fee()])))
    .required() as unknown as yup.ObjectSchema<LeagueFees>,
});

/** A contest's crew: one person serves once, at most three referees. */
export const contestCrewSchema: yup.ObjectSchema<ContestCrewInput> = yup.object({
  delegate_id: yup.number().nullable().defined(),
  referee_ids: yup
    .array(yup.number().defined())
    .defined()
    .max(contestOfficialLimits.referee, 'officialsAdmin.crew.maxReferees')
    .test('unique', 'officialsAdmin.crew.duplicates', (ids, context) => {
      const { delegate_id, statistician_id } = context.parent as ContestCrewInput;
      return repeatedCrewPlaces([delegate_id, ...ids, statistician_id]).length === 0;
    }),
  statistician_id: yup.number().nullable().defined(),
});
