/**
 * The fake's storage: one in-memory transaction log, kept the way KurrentDB keeps its
 * own so that what a client sees matches a real node.
 *
 * - A log position is a byte offset in the log. Every event is its own record
 *   (KurrentDB writes appends as implicitly committed prepares), so an event's commit
 *   and prepare positions are both its record's offset, and offsets grow by the record's
 *   size: they are increasing but not contiguous, exactly what a client must not assume.
 * - Appends are checked the way KurrentDB's commit check does it: the expected state,
 *   then idempotency by event id (a retry of events already stored at that place stores
 *   nothing and answers as the first write did; a retry that only partly matches is a
 *   wrong expected version).
 */

/** One event in the fake's log. */
export interface StoredEvent {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
  /** Offset of the event's record: its commit and its prepare position. */
  position: bigint;
  /** 100 ns ticks since the Unix epoch, as KurrentDB sends "created". */
  created: bigint;
}

/** An event as a client proposes it. */
export interface ProposedEvent {
  id: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
}

export type ExpectedState =
  | { kind: 'any' }
  | { kind: 'no_stream' }
  | { kind: 'stream_exists' }
  | { kind: 'revision'; revision: bigint };

export type AppendOutcome =
  | { kind: 'success'; revision: bigint; position: bigint }
  | { kind: 'wrong_expected_version'; current: bigint | 'no_stream' };

/** Size of a record's fixed part (header, ids, flags): only the growth of offsets matters. */
const RECORD_OVERHEAD = 96n;

export class FakeLog {
  private readonly events: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly byId = new Map<string, StoredEvent>();
  private readonly listeners = new Set<(event: StoredEvent) => void>();
  private nextPosition = 0n;

  /** All events in log order. */
  all(): readonly StoredEvent[] {
    return this.events;
  }

  /** The events of one stream in revision order, or undefined when it was never written. */
  stream(streamId: string): readonly StoredEvent[] | undefined {
    return this.streams.get(streamId);
  }

  /** Calls the listener with every event written from now on, in log order. */
  onAppended(listener: (event: StoredEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  append(streamId: string, expected: ExpectedState, proposed: ProposedEvent[]): AppendOutcome {
    const stream = this.streams.get(streamId) ?? [];
    const current = BigInt(stream.length) - 1n;
    const currentState = stream.length === 0 ? ('no_stream' as const) : current;

    switch (expected.kind) {
      case 'any':
      case 'stream_exists': {
        if (expected.kind === 'stream_exists' && stream.length === 0) {
          return { kind: 'wrong_expected_version', current: 'no_stream' };
        }
        // Without a revision to compare, KurrentDB finds a retry by the first event's id.
        const first = proposed[0] && this.byId.get(proposed[0].id);
        if (first && first.streamId === streamId) {
          return this.retried(stream, first.revision - 1n, proposed, currentState);
        }
        return this.write(streamId, stream, proposed);
      }
      case 'no_stream':
      case 'revision': {
        const wanted = expected.kind === 'no_stream' ? -1n : expected.revision;
        if (wanted === current) return this.write(streamId, stream, proposed);
        if (wanted < current) return this.retried(stream, wanted, proposed, currentState);
        return { kind: 'wrong_expected_version', current: currentState };
      }
      default: {
        const never: never = expected;
        throw new Error(`Unknown expected state ${JSON.stringify(never)}`);
      }
    }
  }

  /** Answers a possible retry of events meant to follow revision `after`. */
  private retried(
    stream: StoredEvent[],
    after: bigint,
    proposed: ProposedEvent[],
    currentState: bigint | 'no_stream',
  ): AppendOutcome {
    const start = Number(after + 1n);
    const matches = proposed.every((event, index) => stream[start + index]?.id === event.id);
    const last = stream[start + proposed.length - 1];
    if (matches && last) {
      return { kind: 'success', revision: last.revision, position: last.position };
    }
    return { kind: 'wrong_expected_version', current: currentState };
  }

  private write(streamId: string, stream: StoredEvent[], proposed: ProposedEvent[]): AppendOutcome {
    if (proposed.length === 0) {
      // An empty append only checks the expected state; nothing gets a position.
      return { kind: 'success', revision: BigInt(stream.length) - 1n, position: -1n };
    }
    const created = BigInt(Date.now()) * 10_000n;
    const written: StoredEvent[] = proposed.map((event) => {
      const stored: StoredEvent = {
        ...event,
        streamId,
        revision: BigInt(stream.length),
        position: this.nextPosition,
        created,
      };
      this.nextPosition +=
        RECORD_OVERHEAD +
        BigInt(
          streamId.length + event.type.length + event.data.length + event.customMetadata.length,
        );
      stream.push(stored);
      this.events.push(stored);
      if (!this.byId.has(event.id)) this.byId.set(event.id, stored);
      return stored;
    });
    this.streams.set(streamId, stream);
    for (const event of written) {
      for (const listener of this.listeners) listener(event);
    }
    const last = written[written.length - 1] as StoredEvent;
    return { kind: 'success', revision: last.revision, position: last.position };
  }
}
