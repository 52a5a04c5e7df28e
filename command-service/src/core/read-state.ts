import {
  toCourtsideEvent,
  type CourtsideEvent,
  type EventStore,
  type RecordedEvent,
} from '@courtside/events';
import type { Decider } from './decider';

type Evolver<State, Event> = Pick<Decider<unknown, State, Event>, 'evolve' | 'initialState'>;

/**
 * Folds recorded events into state. Each goes through the catalogue first, so an older
 * shape is upcast and a type this service does not know is skipped rather than misread.
 */
export function fold<State, Event extends CourtsideEvent>(
  recorded: RecordedEvent[],
  decider: Evolver<State, Event>,
): State {
  let state = decider.initialState();
  for (const event of recorded) {
    const known = toCourtsideEvent(event.type, event.data);
    // The stream belongs to this aggregate, so a known event is one of its own.
    if (known) state = decider.evolve(state, known as Event);
  }
  return state;
}

/** Reads and folds a stream, for a decision that needs another aggregate's state. */
export async function readState<State, Event extends CourtsideEvent>(
  store: EventStore,
  stream: string,
  decider: Evolver<State, Event>,
): Promise<State> {
  return fold(await store.readStream(stream), decider);
}
