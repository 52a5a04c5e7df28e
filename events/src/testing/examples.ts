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

/**
 * The body of a score save (PUT /contests/:id/score) on `revision`: ten points a quarter on
 * both sides but `homeFirstQuarter`, so that a spec can make each save differ from the last.
 */
export function exampleScoreBody(homeFirstQuarter: number, revision: number) {
  return {
    A1: homeFirstQuarter,
    A2: 10,
    A3: 10,
    A4: 10,
    A_extra: null,
    B1: 10,
    B2: 10,
    B3: 10,
    B4: 10,
    B_extra: null,
    expected_revision: revision,
  };
}
