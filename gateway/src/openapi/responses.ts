import { scoreFields, type ContestStatus } from '@courtside/events';
import type { JsonSchema } from './yup-json-schema';

/**
 * Response shapes of the public API, kept by hand: the answers are typed in TypeScript
 * (`events/src/read-models.ts`) but have no runtime schema to generate from. Each mirrors the
 * interface it names; openapi.int.spec.ts checks real answers against them.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (type: string) => ({ type: [type, 'null'] });
const int = { type: 'integer' };
const list = (items: JsonSchema) => ({ type: 'array', items });
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});

const teamRef = object({ id: int, name: { type: 'string' }, is_absent: { type: 'boolean' } });
const statuses: Record<ContestStatus, true> = {
  scheduled: true,
  in_progress: true,
  finished: true,
  postponed: true,
  cancelled: true,
};

export const componentSchemas: Record<string, JsonSchema> = {
  /** PublicContest */
  Contest: object({
    id: int,
    league_id: int,
    league_name: { type: 'string' },
    round: int,
    time: { type: 'string', format: 'date-time' },
    location: nullable('string'),
    status: { enum: Object.keys(statuses) },
    first_team: teamRef,
    second_team: teamRef,
    ...Object.fromEntries(scoreFields.map((field) => [field, nullable('integer')])),
    first_team_total: int,
    second_team_total: int,
    winner: { enum: ['first_team', 'second_team', null] },
    forfeit: { type: 'boolean' },
    revision: int,
  }),
  /** PublicLeagueSummary */
  LeagueSummary: object({
    id: int,
    name: { type: 'string' },
    kind: { type: 'string' },
    season: nullable('string'),
    category: { oneOf: [object({ id: int, name: { type: 'string' } }), { type: 'null' }] },
    rounds: int,
    number_of_teams: int,
    start_date: { type: 'string' },
    city: nullable('string'),
    public: { type: 'boolean' },
    games_played: int,
  }),
  /** PublicLeagueDetail */
  LeagueDetail: {
    allOf: [
      ref('LeagueSummary'),
      object({
        teams: list(
          object({
            id: int,
            name: { type: 'string' },
            full_name: nullable('string'),
            city: nullable('string'),
          }),
        ),
        contests: list(ref('Contest')),
        checkpoint: nullable('string'),
      }),
    ],
  },
  /** StandingRow (ProfStandingRow adds home and away wins and losses) */
  StandingRow: object({
    position: int,
    team: object({ id: int, name: { type: 'string' } }),
    played: int,
    won: int,
    lost: int,
    forfeits: int,
    points_for: int,
    points_against: int,
    point_difference: int,
    points: int,
    criterion: { type: 'string' },
  }),
  /** PublicStandings */
  Standings: object({
    league: ref('LeagueSummary'),
    standings: list(ref('StandingRow')),
    prof_standings: list(ref('StandingRow')),
    contests: list(ref('Contest')),
    checkpoint: nullable('string'),
  }),
  /** PublicSchedule */
  Schedule: object({
    league: ref('LeagueSummary'),
    contests: list(ref('Contest')),
    checkpoint: nullable('string'),
  }),
  /** Paginated<PublicLeagueSummary> */
  LeaguePage: object({
    data: list(ref('LeagueSummary')),
    meta: object({ current_page: int, per_page: int, total: int, last_page: int }),
  }),
  /** GET /leagues/{yyyy}/{mm}/{dd}/contests */
  ContestsOfDay: object({
    data: list(ref('Contest')),
    date: { type: 'string', format: 'date' },
    checkpoint: nullable('string'),
  }),
  /** An error: its message in the request's language (Accept-Language). */
  Error: object({ message: { type: 'string' } }),
  /** A 422: a message and each bad field's messages. */
  ValidationError: object({
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: list({ type: 'string' }) },
  }),
  /** Any JSON answer whose shape is not documented field by field. */
  Json: { type: ['object', 'array'] },
};

/** The schema name a JSON answer has, or the media type of a file answer. */
export type Answer = { schema: keyof typeof componentSchemas } | { media: string };
