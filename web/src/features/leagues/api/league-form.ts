import { leagueLimits, newLeagueSchema } from '@courtside/events';
import type * as yup from 'yup';
import type { FormTexts } from '../../../lib/command-form';

/** The spec's limits (section 9): the very rules the server checks. */
export { leagueLimits };

/**
 * A league's basic facts: the wizard's first step checks them before Next, and the edit screen
 * changes them again (with the category's public flag).
 */
export const leagueBasicsFields = [
  'name',
  'cyrillic_name',
  'number_of_teams',
  'rounds',
  'weeks',
  'start_date',
  'city',
  'category_id',
  'public',
] as const;

/**
 * The wizard's form: the fields it shows of the schema the gateway checks the whole create
 * with (league, teams and schedule), so the wizard and the server cannot disagree.
 */
export const leagueFormSchema = newLeagueSchema.pick([
  'kind',
  ...leagueBasicsFields,
  'team_ids',
  'groups',
  'best_of',
  'generate',
]);
export type LeagueFormInput = yup.InferType<typeof leagueFormSchema>;

/**
 * What the wizard shows for each message the schema may answer: its text boxes can only be too
 * long ('validName' on the name, 'invalid' on the city).
 */
export const leagueFormTexts: FormTexts = {
  required: 'validation.required',
  validName: 'leaguesAdmin.form.tooLong',
  invalid: 'leaguesAdmin.form.tooLong',
  validNumber: 'leaguesAdmin.form.validNumber',
  maxTeams: 'leaguesAdmin.form.maxTeams',
  maxRounds: 'leaguesAdmin.form.maxRounds',
  validDate: 'leaguesAdmin.form.validDate',
  duplicates: 'leaguesAdmin.form.duplicates',
  teamsMoreThanLeague: 'leaguesAdmin.form.tooManyTeams',
  validBestOf: 'leaguesAdmin.form.bestOf',
};

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
