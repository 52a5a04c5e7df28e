import type { AuditMapping, ModelState } from '../audit';
import type { ResultCorrected } from './correction-events';
import type { ResultEntered } from './entry-events';
import { resultTotals, scoreFields, type FinalPoints, type Scores } from './rules';

/** The contest's score columns and team totals as the audit log shows them. */
export function resultColumns(scores: Scores, final?: FinalPoints | null): ModelState {
  const columns: ModelState = {};
  for (const field of scoreFields) columns[field] = scores[field];
  const totals = resultTotals({ scores, final });
  columns['first_team_total'] = totals.first;
  columns['second_team_total'] = totals.second;
  return columns;
}

/**
 * An administrator's result for a contest (a correction, or a late entry): the contest shows
 * the new scores, winner and forfeit as finished, with the reason under `reasonColumn`, and the
 * row is tagged 'result', `tag` and 'forfeit' when it is one.
 */
export function adminResultAudit<E extends ResultCorrected | ResultEntered>(
  reasonColumn: string,
  tag: string,
): AuditMapping<E> {
  return {
    models: (event) => [{ model: 'contest', id: event.data.contestId }],
    evolve: (_model, state, event) => {
      if (!state) return state;
      const { scores, winner, forfeit, reason, final } = event.data;
      return {
        ...state,
        ...resultColumns(scores, final),
        status: 'finished',
        winner,
        forfeit,
        [reasonColumn]: reason,
      };
    },
    tags: (event) => ['result', tag, ...(event.data.forfeit ? ['forfeit'] : [])],
  };
}
