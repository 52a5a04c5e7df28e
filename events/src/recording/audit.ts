import type { AuditMappings, ModelState } from '../audit';
import { recordingFields, type RecordingEvent } from './events';

const booking = (event: { data: { recordingId: number } }) => [
  { model: 'recording' as const, id: event.data.recordingId },
];

/** A step: the booking as it was, in its new state, with the reason when there is one. */
const step =
  (state: string) => (_model: unknown, before: ModelState | null, event: { data: object }) => ({
    ...before,
    state,
    reason:
      'reason' in event.data && typeof event.data.reason === 'string' ? event.data.reason : null,
  });

/** A booking's history: each step of the state machine as its own line. */
export const recordingAudit: AuditMappings<RecordingEvent> = {
  RecordingRequested: {
    models: booking,
    evolve: (_model, _state, { data }): ModelState => ({
      ...recordingFields(data),
      state: 'requested',
      reason: null,
    }),
    tags: () => ['created'],
  },
  RecordingConfirmed: { models: booking, evolve: step('confirmed'), tags: () => ['status'] },
  RecordingRefused: { models: booking, evolve: step('refused'), tags: () => ['status'] },
  RecordingCancelled: { models: booking, evolve: step('cancelled'), tags: () => ['status'] },
  RecordingStarted: { models: booking, evolve: step('recording'), tags: () => ['status'] },
  RecordingMadeAvailable: { models: booking, evolve: step('available'), tags: () => ['status'] },
};
