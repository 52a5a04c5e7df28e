import {
  toCourtsideEvent,
  type Checkpoint,
  type CourtsideEvent,
  type EventStore,
  type RecordedEvent,
} from '@courtside/events';
import type { Decider } from './decider';
import { fold } from './read-state';

type Evolver<State, Event> = Pick<Decider<unknown, State, Event>, 'evolve' | 'initialState'>;

/** Where an event of a stream landed: a retried request answers with it. */
export interface Landed {
  revision: number;
  position: Checkpoint;
}

/**
 * A stream as a command sees it: its state folded by its decider, its last event (null: no
 * such stream) and where each of its events landed, by id.
 */
export interface SeenStream<State> {
  evolver: unknown;
  state: State;
  last: Landed | null;
  landed: Map<string, Landed>;
}

/** A stream as just read from the store, folded once. */
export function seenFromRecorded<State, Event extends CourtsideEvent>(
  recorded: RecordedEvent[],
  decider: Evolver<State, Event>,
): SeenStream<State> {
  const last = recorded.at(-1);
  return {
    evolver: decider,
    state: frozen(fold(recorded, decider)),
    last: last ? { revision: last.revision, position: last.position } : null,
    landed: landedIn(recorded),
  };
}

/** Where each of `recorded` landed, by event id. */
export function landedIn(recorded: readonly RecordedEvent[]): Map<string, Landed> {
  return new Map(
    recorded.map((event) => [event.id, { revision: event.revision, position: event.position }]),
  );
}

/**
 * The stream after `appended` were stored at `last`: its state moves on by those events alone,
 * each as the store gives it back (JSON, then the catalogue's fields, as a read folds it).
 * Only the last event's position is known; it is the only one a replay answers with.
 */
export function seenAfterAppend<State, Event extends CourtsideEvent>(
  seen: SeenStream<State>,
  decider: Evolver<State, Event>,
  appended: readonly { id: string; type: string; data: unknown }[],
  last: Landed,
): SeenStream<State> {
  let state = seen.state;
  const first = last.revision - appended.length + 1;
  appended.forEach((event, index) => {
    const known = toCourtsideEvent(event.type, JSON.parse(JSON.stringify(event.data)));
    if (known) state = decider.evolve(state, known as Event);
    seen.landed.set(event.id, { revision: first + index, position: last.position });
  });
  return { evolver: decider, state: frozen(state), last, landed: seen.landed };
}

/**
 * Freezes what a fold made, down to what is already frozen (the parts an `evolve` carried over
 * from the kept state): a decider that changed the kept state in place, instead of returning a
 * new one, would otherwise decide the next command on a state no event put there.
 */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) frozen(inner);
  return value;
}

// The streams this process last read or appended, by store. A kept stream is never trusted for
// anything but the plain path: its revision must be the one the caller expects, the decision
// must append, and the append's expected revision (the store's guard) must hold, so a stream
// another process appended to meanwhile is read again, never decided on. Each keeps its folded
// state, so a save on a long stream folds only its own events, not the stream again.
const streamsByStore = new WeakMap<EventStore, Map<string, SeenStream<unknown>>>();
const STREAMS_KEPT = 5_000;

/** The kept streams of one store (see above). */
export function keptStreams(store: EventStore): Map<string, SeenStream<unknown>> {
  let kept = streamsByStore.get(store);
  if (!kept) {
    kept = new Map();
    streamsByStore.set(store, kept);
  }
  return kept;
}

/** Keeps `seen` as the stream's newest entry, dropping the oldest past STREAMS_KEPT. */
export function keep(
  kept: Map<string, SeenStream<unknown>>,
  stream: string,
  seen: SeenStream<unknown>,
): void {
  kept.delete(stream);
  kept.set(stream, seen);
  if (kept.size > STREAMS_KEPT) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
}
