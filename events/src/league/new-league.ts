import * as yup from 'yup';
import { commandFields as fields } from '../command-fields';
import { createLeagueSchema } from './commands';
import { leagueKinds, type LeagueKind } from './events';
import { leagueLimits, roundsProblem, seriesLengths, teamsProblem } from './rules';

/** A limit of ./rules as a yup test: its message is the rule's own key ('maxTeams', …). */
function withinLimit(problem: (value: number) => string | null) {
  return function limit(this: yup.TestContext, value: number | undefined) {
    const key = value === undefined ? null : problem(value);
    return key ? this.createError({ message: key }) : true;
  };
}

const uniqueIds = (list: unknown[] | undefined) => new Set(list ?? []).size === (list?.length ?? 0);

/**
 * Body of the gateway's `POST /api/admin/leagues`: a league of any kind with its teams and, if
 * asked, its schedule or bracket. It runs as several commands, so the whole form is checked
 * before the first one (a refused form leaves no league behind): CreateLeague's own schema plus
 * the league limits its decider applies and the fields of the commands that follow. The admin's
 * create wizard validates with it too. Messages are keys of `messages`.
 */
export const newLeagueSchema = createLeagueSchema.shape({
  kind: yup.mixed<LeagueKind>().oneOf(leagueKinds, 'invalid').required('required'),
  number_of_teams: fields
    .integer()
    .required('required')
    .test('limit', 'validNumber', withinLimit(teamsProblem)),
  rounds: fields
    .integer()
    .required('required')
    .test('limit', 'validNumber', withinLimit(roundsProblem)),
  /** Existing teams of the catalogue to register, in seed order. */
  team_ids: yup
    .array(fields.id().required('validNumber'))
    .typeError('invalid')
    .default([])
    .test('unique', 'duplicates', uniqueIds)
    .test('fits', 'teamsMoreThanLeague', function fits(list) {
      const places = (this.parent as { number_of_teams?: unknown }).number_of_teams;
      return typeof places !== 'number' || (list?.length ?? 0) <= places;
    }),
  /** A tournament's group count. */
  // A group holds at least two teams, so a league has at most half its team limit of groups;
  // bounded here, before any schedule is drawn for an absurd count (the fuzz sent 138 million).
  groups: fields
    .integer()
    .min(1, 'validNumber')
    .max(leagueLimits.maxTeams / 2, 'validNumber')
    .default(1),
  /** A play-off's series length. */
  best_of: fields
    .integer()
    .oneOf([...seriesLengths], 'validBestOf')
    .default(1),
  /** Generate the schedule (league, tournament) or draw the bracket (play-off) right away. */
  generate: fields.boolean(false),
});

/** A league to create with its teams, as newLeagueSchema reads it. */
export type NewLeagueInput = yup.InferType<typeof newLeagueSchema>;

/** The fields newLeagueSchema knows: any other is refused, never silently dropped. */
export const newLeagueFields = Object.keys(newLeagueSchema.fields);
