import type { VideoEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** A video as its decider needs it: whether it stands, and which match it belongs to. */
export type VideoState =
  { status: 'absent' } | { status: 'attached' | 'removed'; videoId: number; contestId: number };

export const initialState = (): VideoState => ({ status: 'absent' });

/** Folds every event of a `video-<id>` stream. */
export function evolve(_state: VideoState, event: VideoEvent): VideoState {
  const { videoId, contestId } = event.data;
  switch (event.type) {
    case 'VideoAttached':
      return { status: 'attached', videoId, contestId };
    case 'VideoRemoved':
      return { status: 'removed', videoId, contestId };
    default:
      return assertNever(event);
  }
}
