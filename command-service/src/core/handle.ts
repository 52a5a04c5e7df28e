import {
  WrongExpectedRevisionError,
  type AppendResult,
  type Checkpoint,
  type CourtsideEvent,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '@courtside/events';
import type { Decider } from './decider';
import { ConflictError, NotFoundError } from './errors';
import { eventId } from './event-ids';
import { fold } from './read-state';

export interface HandleOptions {
  metadata: EventMetadata;
  /**
   * The revision the caller based its decision on; 'no_stream' when creating. Absent: the
   * revision just read, which still guards against a write landing between read and append.
   */
  expectedRevision?: number | 'no_stream';
  /** Makes event ids deterministic, so a retried request stores nothing twice. */
  idempotencyKey?: string | null;
}

/** Completes a command from the state just read, before it is decided (see {@link handle}). */
export type Prepare<Cmd, State> = (command: Cmd, state: State) => Promise<Cmd>;

export interface HandleResult {
  /** The stream's revision after the command (unchanged when it decided nothing). */
  revision: number;
  /** Global position of the stream's last event, for read-your-writes. */
  position: Checkpoint;
}

/**
 * Runs one command against one stream: read, fold `evolve`, `decide`, validate each event
 * against the catalogue, append with the expected revision.
 */
export async function handle<Cmd extends { type: string }, State, Event extends CourtsideEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<Cmd, State, Event>,
  command: Cmd,
  options: HandleOptions & {
    /**
     * Looks up what the decision needs from outside the stream, given the stream's state (a
     * contest's league is on the contest's stream): one read of the stream serves both.
     */
    prepare?: Prepare<Cmd, State>;
  },
): Promise<HandleResult> {
  const kept = keptStreams(store);
  const cached = kept.get(stream);
  if (cached) {
    try {
      return await decideAndAppend(store, stream, decider, command, options, cached, kept, true);
    } catch (error) {
      // Anything but the plain path (a refusal, a conflict, nothing to do) is decided again
      // on the stream as stored: only a save the cached stream let through is kept.
      if (!(error instanceof ReadAgain)) throw error;
    }
  }
  const recorded = await store.readStream(stream);
  if (recorded.length > 0) keep(kept, stream, recorded);
  return decideAndAppend(store, stream, decider, command, options, recorded, kept, false);
}

/** Thrown when an answer came from a kept stream: the command runs again on a fresh read. */
class ReadAgain extends Error {}

// The streams this process last read or appended, by store. A kept stream is never trusted for
// anything but the plain path: its revision must be the one the caller expects, the decision
// must append, and the append's expected revision (the store's guard) must hold, so a stream
// another process appended to meanwhile is read again, never decided on.
const streamsByStore = new WeakMap<EventStore, Map<string, RecordedEvent[]>>();
const STREAMS_KEPT = 5_000;

function keptStreams(store: EventStore): Map<string, RecordedEvent[]> {
  let kept = streamsByStore.get(store);
  if (!kept) {
    kept = new Map();
    streamsByStore.set(store, kept);
  }
  return kept;
}

function keep(kept: Map<string, RecordedEvent[]>, stream: string, recorded: RecordedEvent[]) {
  kept.delete(stream);
  kept.set(stream, recorded);
  if (kept.size > STREAMS_KEPT) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
}

async function decideAndAppend<Cmd extends { type: string }, State, Event extends CourtsideEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<Cmd, State, Event>,
  command: Cmd,
  options: HandleOptions & { prepare?: Prepare<Cmd, State> },
  recorded: RecordedEvent[],
  kept: Map<string, RecordedEvent[]>,
  fromCache: boolean,
): Promise<HandleResult> {
  const readAgain = () => {
    kept.delete(stream);
    return new ReadAgain();
  };
  // Scoped by command type, so a key reused for a different command is a new request.
  const key = options.idempotencyKey ? `${command.type}:${options.idempotencyKey}` : null;

  const replay = key ? alreadyApplied(recorded, key, stream) : null;
  if (replay) return replay;

  const current = recorded.at(-1)?.revision ?? null;
  const expected = options.expectedRevision;
  // A stale expectation is a conflict even when the command would be accepted now: the
  // caller decided on data it no longer sees. A missing stream is left to `decide`, which
  // answers "not found" in its own words.
  if (
    expected === 'no_stream'
      ? current !== null
      : expected !== undefined && current !== null && current !== expected
  ) {
    if (fromCache) throw readAgain();
    throw new ConflictError(current);
  }

  let events: Event[];
  let state: State;
  try {
    state = fold(recorded, decider);
    const prepared = options.prepare ? await options.prepare(command, state) : command;
    events = decider.decide(prepared, state);
  } catch (error) {
    if (fromCache) throw readAgain();
    throw error;
  }
  if (events.length === 0) {
    if (fromCache) throw readAgain();
    const last = recorded.at(-1);
    // Deciding nothing about nothing: the aggregate does not exist.
    if (!last) throw new NotFoundError();
    return { revision: last.revision, position: last.position };
  }

  const newEvents = events.map((event, index) => ({
    id: eventId(key, stream, index),
    type: event.type,
    // Checked against its catalogue schema by the store's append, once (both adapters do).
    data: event.data,
    metadata: options.metadata,
  }));
  let result: AppendResult;
  try {
    result = await store.append(stream, newEvents, {
      expectedRevision: current ?? 'no_stream',
    });
  } catch (error) {
    if (fromCache && isWrongExpectedRevision(error)) throw readAgain();
    kept.delete(stream);
    if (!isWrongExpectedRevision(error)) throw error;
    // A concurrent retry of the same request may have won the race: answer as it did.
    const again = key ? alreadyApplied(await store.readStream(stream), key, stream) : null;
    if (again) return again;
    throw new ConflictError(error.actual === 'no_stream' ? null : error.actual);
  }
  const first = result.nextRevision - newEvents.length + 1;
  keep(kept, stream, [
    ...recorded,
    ...newEvents.map((event, index) => ({
      ...event,
      // As the store gives it back: JSON, whatever the decider's objects held.
      data: JSON.parse(JSON.stringify(event.data)) as unknown,
      streamId: stream,
      revision: first + index,
      // Only the last event's position is known; it is the only one a replay answers with.
      position: result.position,
      created: new Date(),
    })),
  ]);
  return { revision: result.nextRevision, position: result.position };
}

/** The result of an earlier run of the same idempotent request, if it was stored. */
function alreadyApplied(
  recorded: RecordedEvent[],
  key: string,
  stream: string,
): HandleResult | null {
  let last: RecordedEvent | undefined;
  for (let index = 0; ; index += 1) {
    const id = eventId(key, stream, index);
    const found = recorded.find((event) => event.id === id);
    if (!found) break;
    last = found;
  }
  return last ? { revision: last.revision, position: last.position } : null;
}

function isWrongExpectedRevision(error: unknown): error is WrongExpectedRevisionError {
  return (
    error instanceof WrongExpectedRevisionError ||
    (error instanceof Error && error.name === 'WrongExpectedRevisionError')
  );
}
