import type { AuditMappings } from '../audit';
import type { ResultEntered } from './entry-events';
import { resultColumns } from './correction-audit';

/** An administrator's entry shows as the new scores, winner and forfeit, with its reason. */
export const contestEntryAudit: AuditMappings<ResultEntered> = {
  ResultEntered: {
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
        entry_reason: reason,
      };
    },
    tags: (event) => ['result', 'entered', ...(event.data.forfeit ? ['forfeit'] : [])],
  },
};
