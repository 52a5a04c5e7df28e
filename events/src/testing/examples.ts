import type { LeagueCreated } from '../league/events';

/**
 * A league as the specs create it: a four-team double round robin starting on 1 October 2026,
 * with no category, city or e-mail. A spec names only what it is about in `overrides`.
 */
export function exampleLeague(
  overrides: Partial<LeagueCreated['data']> = {},
): LeagueCreated['data'] {
  return {
    leagueId: 7,
    kind: 'league',
    name: 'Prva liga',
    email: null,
    sortIndex: 0,
    public: true,
    numberOfTeams: 4,
    rounds: 2,
    weeks: null,
    startDate: '2026-10-01',
    categoryId: null,
    city: null,
    recreational: false,
    ...overrides,
  };
}
