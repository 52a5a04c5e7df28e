import type { AuditMappings, ModelState } from '../audit';
import type { ContestEvent } from './events';
import { isForfeit, scoreFields, total, winnerOf, type Scores } from './rules';

const contest = (event: { data: { contestId: number } }) => [
  { model: 'contest' as const, id: event.data.contestId },
];

export const contestAudit: AuditMappings<ContestEvent> = {
  ContestScheduled: {
    models: contest,
    evolve: (_model, state, event) => {
      const d = event.data;
      const schedule: ModelState = {
        id: d.contestId,
        league_id: d.leagueId,
        round: d.round,
        time: d.time,
        location: d.location,
        first_team_id: d.firstTeamId,
        second_team_id: d.secondTeamId,
      };
      if (state) return { ...state, ...schedule };
      return {
        ...schedule,
        status: 'scheduled',
        ...scoreColumns(null),
        winner: null,
        forfeit: false,
        reason: null,
      };
    },
    tags: () => ['created'],
  },
  ScoreRecorded: {
    models: contest,
    evolve: (_model, state, event) => {
      if (!state) return state;
      const { scores } = event.data;
      const status = state['status'];
      if (status === 'postponed' || status === 'cancelled') {
        return { ...state, ...scoreColumns(scores) };
      }
      if (status === 'finished') {
        // A correction of a final result stays final, with the winner its totals give, as the
        // public sees it; the ContestFinished that follows in the same append confirms it.
        return { ...state, ...scoreColumns(scores), ...outcomeOnTotals(scores) };
      }
      const started = scoreFields.some((field) => scores[field] !== null);
      return {
        ...state,
        ...scoreColumns(scores),
        status: started ? 'in_progress' : 'scheduled',
        winner: null,
        forfeit: false,
      };
    },
    tags: (_event, before) =>
      before?.['status'] === 'finished' ? ['score', 'correction'] : ['score'],
  },
  ContestFinished: {
    models: contest,
    evolve: (_model, state, event) => {
      if (!state) return state;
      const { scores, winner, forfeit } = event.data;
      return { ...state, ...scoreColumns(scores), status: 'finished', winner, forfeit };
    },
    tags: (event, before) => [
      'status',
      'result',
      ...(event.data.forfeit ? ['forfeit'] : []),
      ...(before?.['status'] === 'finished' ? ['correction'] : []),
    ],
  },
  ContestPostponed: {
    models: contest,
    evolve: (_model, state, event) =>
      state && { ...state, status: 'postponed', winner: null, reason: event.data.reason },
    tags: () => ['status'],
  },
  ContestCancelled: {
    models: contest,
    evolve: (_model, state, event) =>
      state && { ...state, status: 'cancelled', winner: null, reason: event.data.reason },
    tags: () => ['status'],
  },
};

function scoreColumns(scores: Scores | null): ModelState {
  const columns: ModelState = {};
  for (const field of scoreFields) columns[field] = scores?.[field] ?? null;
  columns['first_team_total'] = scores ? total(scores, 'A') : 0;
  columns['second_team_total'] = scores ? total(scores, 'B') : 0;
  return columns;
}

function outcomeOnTotals(scores: Scores): ModelState {
  return { winner: winnerOf(scores), forfeit: isForfeit(scores) };
}
