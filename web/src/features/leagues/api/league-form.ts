import * as yup from 'yup';
import { leagueLimits } from '@courtside/events';
import { leagueKinds } from './leagues';

/** The spec's limits (section 9): the very rules the server checks. */
export { leagueLimits };

const whole = (min: number) =>
  yup
    .number()
    .typeError('leaguesAdmin.form.validNumber')
    .integer('leaguesAdmin.form.validNumber')
    .min(min, 'leaguesAdmin.form.validNumber');

/** The wizard's form; messages are translation keys. */
export const leagueFormSchema = yup.object({
  kind: yup.string().oneOf(leagueKinds).required(),
  name: yup.string().trim().required('validation.required').max(255, 'leaguesAdmin.form.tooLong'),
  public: yup.boolean().defined(),
  number_of_teams: whole(leagueLimits.minTeams)
    .max(leagueLimits.maxTeams, 'leaguesAdmin.form.maxTeams')
    .required('validation.required'),
  rounds: whole(leagueLimits.minRounds)
    .max(leagueLimits.maxRounds, 'leaguesAdmin.form.maxRounds')
    .required('validation.required'),
  weeks: whole(1)
    .nullable()
    .transform((value: number, original: unknown) => (original === '' ? null : value))
    .defined(),
  start_date: yup
    .string()
    .required('validation.required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'leaguesAdmin.form.validDate'),
  city: yup
    .string()
    .trim()
    .max(255, 'leaguesAdmin.form.tooLong')
    .transform((value: string) => value || null)
    .nullable()
    .defined(),
  team_ids: yup
    .array(yup.number().required())
    .defined()
    .test('unique', 'leaguesAdmin.form.duplicates', (list) => new Set(list).size === list.length)
    .test('fits', 'leaguesAdmin.form.tooManyTeams', function fits(list) {
      const places = (this.parent as { number_of_teams?: number }).number_of_teams ?? 0;
      return list.length <= places;
    }),
  groups: whole(1).required(),
  best_of: yup.number().oneOf([1, 3, 5, 7], 'leaguesAdmin.form.bestOf').required(),
  generate: yup.boolean().defined(),
});
export type LeagueFormInput = yup.InferType<typeof leagueFormSchema>;

/** How many contests (and contest days) a generated schedule will have, for the preview step. */
export function plannedContests(kind: string, teams: number, rounds: number, groups: number) {
  if (teams < 2) return { contests: 0, days: 0 };
  if (kind === 'play-off') return { contests: teams - 1, days: Math.ceil(Math.log2(teams)) };
  const sizes =
    kind === 'tournament' && groups > 1
      ? Array.from(
          { length: groups },
          (_, g) => Math.floor(teams / groups) + (g < teams % groups ? 1 : 0),
        )
      : [teams];
  const contests = sizes.reduce((sum, n) => sum + (rounds * n * (n - 1)) / 2, 0);
  const largest = Math.max(...sizes);
  return { contests, days: rounds * (largest - 1 + (largest % 2)) };
}
