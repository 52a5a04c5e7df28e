import type { AuditMappings } from '../audit';
import type { ContestRescheduled } from './replan-events';

export const contestReplanAudit: AuditMappings<ContestRescheduled> = {
  ContestRescheduled: {
    models: (event) => [{ model: 'contest', id: event.data.contestId }],
    evolve: (_model, state, event) => {
      if (!state) return state;
      // A postponed contest that gets a new time is on again.
      const status = state['status'] === 'postponed' ? 'scheduled' : (state['status'] ?? null);
      return { ...state, time: event.data.time, location: event.data.location, status };
    },
    tags: () => ['status', 'replan'],
  },
};
