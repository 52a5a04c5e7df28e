import type { EventMetadata } from '../metadata';

/**
 * A position in the global log, opaque to callers. Every adapter writes it as
 * "<major>:<minor>" of two non-negative integers so that {@link compareCheckpoints}
 * orders any two checkpoints of the same store.
 * PostgreSQL: "<transaction id>:<global position>"; KurrentDB: "<commit>:<prepare>".
 */
export type Checkpoint = string;

/** The revision a stream must be at for an append to succeed. Revisions count from 0. */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** UUID. Appending an event whose id is already stored stores nothing twice. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** Position of the event inside its stream, from 0. */
  revision: number;
  /** Global position of this event; reading after it continues with the next event. */
  position: Checkpoint;
  created: Date;
}

export interface AppendResult {
  /** The stream's revision after the append (the last appended event's revision). */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: Checkpoint;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where to continue from: the last event's position, or the given one when none was read. */
  checkpoint: Checkpoint | null;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Start after this checkpoint; null or absent reads from the beginning. */
  after?: Checkpoint | null;
  /** Receives events in global order, each exactly once; the next batch waits for it. */
  onBatch(events: RecordedEvent[], checkpoint: Checkpoint): Promise<void>;
  onError?(error: unknown): void;
  batchSize?: number;
  /**
   * For a reactor off the screens' path (the outbox, the workflow feed): once caught up, the next
   * new event waits until this resolves, and whatever is appended meanwhile joins its batch. Its
   * reads then leave the live saves' moments to them, and a burst of saves costs one batch.
   */
  gather?(): Promise<void>;
}

/** The event store port. Adapters: PostgreSQL (default) and KurrentDB. */
export interface EventStore {
  append(
    stream: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Every event of one stream in revision order; [] for a stream that does not exist. */
  readStream(stream: string): Promise<RecordedEvent[]>;
  readAll(options: { after?: Checkpoint | null; limit: number }): Promise<ReadAllResult>;
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** Thrown by append when the stream is not at the expected revision. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream} is at ${String(actual)}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Orders two checkpoints of the same store: negative, zero or positive like a comparator. */
export function compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const [aMajor = 0n, aMinor = 0n] = a.split(':').map((part) => BigInt(part));
  const [bMajor = 0n, bMinor = 0n] = b.split(':').map((part) => BigInt(part));
  if (aMajor !== bMajor) return aMajor < bMajor ? -1 : 1;
  if (aMinor !== bMinor) return aMinor < bMinor ? -1 : 1;
  return 0;
}
