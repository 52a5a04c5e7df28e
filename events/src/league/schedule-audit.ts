import type { AuditMappings } from '../audit';
import type { LeagueScheduleEvent } from './schedule-events';

const league = (event: { data: { leagueId: number } }) => [
  { model: 'league' as const, id: event.data.leagueId },
];

/**
 * Schedules and brackets are part of their league's history; the contests they put on the
 * schedule have their own (ContestScheduled).
 */
export const leagueScheduleAudit: AuditMappings<LeagueScheduleEvent> = {
  ScheduleGenerated: {
    models: league,
    evolve: (_model, state, event) =>
      state && { ...state, scheduled_matches: event.data.contests.length },
    tags: () => ['schedule'],
  },
  BracketDrawn: {
    models: league,
    evolve: (_model, state, event) =>
      state && {
        ...state,
        best_of: event.data.bestOf,
        bracket_teams: event.data.series.flatMap((s) =>
          [s.firstTeamId, s.secondTeamId].filter((id): id is number => id !== null),
        ),
      },
    tags: () => ['bracket'],
  },
  SeriesGameScheduled: {
    models: league,
    evolve: (_model, state) => state,
    tags: () => ['bracket', 'schedule'],
  },
  SeriesGameDecided: {
    models: league,
    evolve: (_model, state) => state,
    tags: () => ['bracket', 'result'],
  },
  SeriesDecided: {
    models: league,
    evolve: (_model, state, event) => {
      if (!state) return state;
      const advanced = Array.isArray(state['advanced_teams']) ? state['advanced_teams'] : [];
      return { ...state, advanced_teams: [...advanced, event.data.winnerTeamId] };
    },
    tags: () => ['bracket', 'result'],
  },
};
