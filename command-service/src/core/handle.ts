import {
  WrongExpectedRevisionError,
  type AppendResult,
  type Checkpoint,
  type CourtsideEvent,
  type EventMetadata,
  type EventStore,
} from '@courtside/events';
import type { Decider } from './decider';
import { ConflictError, NotFoundError } from './errors';
import { eventId } from './event-ids';
import {
  keep,
  keptStreams,
  landedIn,
  seenAfterAppend,
  seenFromRecorded,
  type Landed,
  type SeenStream,
} from './kept-streams';

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
  const cached = kept.get(stream) as SeenStream<State> | undefined;
  if (cached?.evolver === decider) {
    try {
      return await decideAndAppend(store, stream, decider, command, options, cached, kept, true);
    } catch (error) {
      // Anything but the plain path (a refusal, a conflict, nothing to do) is decided again
      // on the stream as stored: only a save the cached stream let through is kept.
      if (!(error instanceof ReadAgain)) throw error;
    }
  }
  const seen = seenFromRecorded(await store.readStream(stream), decider);
  if (seen.last) keep(kept, stream, seen);
  return decideAndAppend(store, stream, decider, command, options, seen, kept, false);
}

/** Thrown when an answer came from a kept stream: the command runs again on a fresh read. */
class ReadAgain extends Error {}

async function decideAndAppend<Cmd extends { type: string }, State, Event extends CourtsideEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<Cmd, State, Event>,
  command: Cmd,
  options: HandleOptions & { prepare?: Prepare<Cmd, State> },
  seen: SeenStream<State>,
  kept: Map<string, SeenStream<unknown>>,
  fromCache: boolean,
): Promise<HandleResult> {
  const readAgain = () => {
    kept.delete(stream);
    return new ReadAgain();
  };
  // Scoped by command type, so a key reused for a different command is a new request.
  const key = options.idempotencyKey ? `${command.type}:${options.idempotencyKey}` : null;

  const replay = key ? alreadyApplied(seen.landed, key, stream) : null;
  if (replay) return replay;

  const current = seen.last?.revision ?? null;
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
  try {
    const prepared = options.prepare ? await options.prepare(command, seen.state) : command;
    events = decider.decide(prepared, seen.state);
  } catch (error) {
    if (fromCache) throw readAgain();
    throw error;
  }
  if (events.length === 0) {
    if (fromCache) throw readAgain();
    // Deciding nothing about nothing: the aggregate does not exist.
    if (!seen.last) throw new NotFoundError();
    return { ...seen.last };
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
    const again = key
      ? alreadyApplied(landedIn(await store.readStream(stream)), key, stream)
      : null;
    if (again) return again;
    throw new ConflictError(error.actual === 'no_stream' ? null : error.actual);
  }
  const last = { revision: result.nextRevision, position: result.position };
  keep(kept, stream, seenAfterAppend(seen, decider, newEvents, last));
  return last;
}

/** The result of an earlier run of the same idempotent request, if it was stored. */
function alreadyApplied(
  landed: Map<string, Landed>,
  key: string,
  stream: string,
): HandleResult | null {
  let last: Landed | undefined;
  for (let index = 0; ; index += 1) {
    const found = landed.get(eventId(key, stream, index));
    if (!found) break;
    last = found;
  }
  return last ? { ...last } : null;
}

function isWrongExpectedRevision(error: unknown): error is WrongExpectedRevisionError {
  return (
    error instanceof WrongExpectedRevisionError ||
    (error instanceof Error && error.name === 'WrongExpectedRevisionError')
  );
}
