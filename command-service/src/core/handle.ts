import {
  eventSchemas,
  WrongExpectedRevisionError,
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
  // Scoped by command type, so a key reused for a different command is a new request.
  const key = options.idempotencyKey ? `${command.type}:${options.idempotencyKey}` : null;
  const recorded = await store.readStream(stream);

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
    throw new ConflictError(current);
  }

  const state = fold(recorded, decider);
  const prepared = options.prepare ? await options.prepare(command, state) : command;
  const events = decider.decide(prepared, state);
  if (events.length === 0) {
    const last = recorded.at(-1);
    // Deciding nothing about nothing: the aggregate does not exist.
    if (!last) throw new NotFoundError();
    return { revision: last.revision, position: last.position };
  }

  const newEvents = events.map((event, index) => ({
    id: eventId(key, stream, index),
    type: event.type,
    data: validated(event),
    metadata: options.metadata,
  }));
  try {
    const result = await store.append(stream, newEvents, {
      expectedRevision: current ?? 'no_stream',
    });
    return { revision: result.nextRevision, position: result.position };
  } catch (error) {
    if (!isWrongExpectedRevision(error)) throw error;
    // A concurrent retry of the same request may have won the race: answer as it did.
    const again = key ? alreadyApplied(await store.readStream(stream), key, stream) : null;
    if (again) return again;
    throw new ConflictError(error.actual === 'no_stream' ? null : error.actual);
  }
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

/** A decided event that fails its catalogue schema is a bug here, never the caller's fault. */
function validated(event: CourtsideEvent): unknown {
  return eventSchemas[event.type].validateSync(event.data, { strict: true, abortEarly: false });
}

function isWrongExpectedRevision(error: unknown): error is WrongExpectedRevisionError {
  return (
    error instanceof WrongExpectedRevisionError ||
    (error instanceof Error && error.name === 'WrongExpectedRevisionError')
  );
}
