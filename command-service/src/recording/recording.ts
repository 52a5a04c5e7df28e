import type { BookingState, RecordingEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** A booking as its decider needs it: where it stands and whose it is. */
export type RecordingState =
  | { status: 'absent' }
  | { status: BookingState; recordingId: number; contestId: number; clubId: number };

export const initialState = (): RecordingState => ({ status: 'absent' });

/** Folds every event of a `recording-<id>` stream: each one moves the booking to its state. */
export function evolve(_state: RecordingState, event: RecordingEvent): RecordingState {
  const { recordingId, contestId, clubId } = event.data;
  const at = (status: BookingState): RecordingState => ({
    status,
    recordingId,
    contestId,
    clubId,
  });
  switch (event.type) {
    case 'RecordingRequested':
      return at('requested');
    case 'RecordingConfirmed':
      return at('confirmed');
    case 'RecordingRefused':
      return at('refused');
    case 'RecordingCancelled':
      return at('cancelled');
    case 'RecordingStarted':
      return at('recording');
    case 'RecordingMadeAvailable':
      return at('available');
    default:
      return assertNever(event);
  }
}
