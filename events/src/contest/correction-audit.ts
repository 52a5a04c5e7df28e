import type { AuditMappings, ModelState } from '../audit';
import type { ResultCorrected } from './correction-events';
import { scoreFields, total, type Scores } from './rules';

export function resultColumns(scores: Scores): ModelState {
  const columns: ModelState = {};
  for (const field of scoreFields) columns[field] = scores[field];
  columns['first_team_total'] = total(scores, 'A');
  columns['second_team_total'] = total(scores, 'B');
  return columns;
}

/** A correction shows as the changed scores, winner and forfeit, old and new, with its reason. */
export const contestCorrectionAudit: AuditMappings<ResultCorrected> = {
  ResultCorrected: {
    models: (event) => [{ model: 'contest', id: event.data.contestId }],
    evolve: (_model, state, event) => {
      if (!state) return state;
      const { scores, winner, forfeit, reason } = event.data;
      return {
        ...state,
        ...resultColumns(scores),
        status: 'finished',
        winner,
        forfeit,
        correction_reason: reason,
      };
    },
    tags: (event) => ['result', 'correction', ...(event.data.forfeit ? ['forfeit'] : [])],
  },
};
