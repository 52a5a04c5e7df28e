/**
 * Every query of a public league's page sits under ['league', id], so a refetch after a gap
 * reaches them all, while a push makes only the ones it names stale.
 */
export const leagueKeys = {
  all: (leagueId: number) => ['league', leagueId] as const,
  /** GET /leagues/:id/public-table: the live table, patched by standings pushes. */
  standings: (leagueId: number) => ['league', leagueId, 'standings'] as const,
  /** GET /leagues/:id/public-schedule: the contests, patched by contest pushes. */
  schedule: (leagueId: number) => ['league', leagueId, 'schedule'] as const,
  /** GET /leagues/:id/standings?round: every "as of" table, or one round's. */
  standingsAsOf: (leagueId: number, round?: number | null) =>
    round === undefined
      ? (['league', leagueId, 'standings-as-of'] as const)
      : (['league', leagueId, 'standings-as-of', round] as const),
  /** GET /leagues/:id/bracket */
  bracket: (leagueId: number) => ['league', leagueId, 'bracket'] as const,
};
