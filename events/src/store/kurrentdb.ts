import {
  BACKWARDS,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { assertValidEvents } from '../catalogue';
import {
  isSystemEvent,
  toActualRevision,
  toCheckpoint,
  toPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping';
import { subscribeInBatches } from './kurrentdb-subscription';
import {
  WrongExpectedRevisionError,
  compareCheckpoints,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
} from './port';

/** Where the KurrentDB adapter connects. */
export interface KurrentDbEventStoreOptions {
  /** For example `kurrentdb://127.0.0.1:2113?tls=false`, or a cluster's `kurrentdb+discover://…`. */
  connectionString: string;
}

/**
 * The EventStore port on KurrentDB (production). Events are JSON with JSON metadata and
 * keep their UUIDs as KurrentDB event ids, so a retried append is recognised by the server
 * and stores nothing twice. Checkpoints are "<commit>:<prepare>" log positions.
 * KurrentDB's own system events are never returned by readAll or subscribe.
 */
export function createKurrentDbEventStore({
  connectionString,
}: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);

  /** The position of a stream's event at `revision`, for answers that come without one. */
  async function positionAt(stream: string, revision: bigint): Promise<Checkpoint> {
    for await (const resolved of client.readStream(stream, {
      direction: BACKWARDS,
      fromRevision: revision,
      maxCount: 1,
    })) {
      if (resolved.event) return toRecordedEvent(resolved.event).position;
    }
    throw new Error(`KurrentDB has no event ${revision} in ${stream}`);
  }

  return {
    async append(stream, events, { expectedRevision }): Promise<AppendResult> {
      // Validated once, here, so no reader ever validates stored events again.
      assertValidEvents(events);
      try {
        const result = await client.appendToStream(
          stream,
          events.map((event) =>
            jsonEvent({
              id: event.id,
              type: event.type,
              // The port's data and metadata are JSON values; the client only stringifies them.
              data: event.data as JSONType,
              metadata: event.metadata as unknown as JSONType,
            }),
          ),
          { streamState: toStreamState(expectedRevision) },
        );
        // KurrentDB may answer an idempotent retry without a position; the stored event has it.
        const position = result.position
          ? toCheckpoint(result.position)
          : await positionAt(stream, result.nextExpectedRevision);
        return { nextRevision: Number(result.nextExpectedRevision), position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          throw new WrongExpectedRevisionError(
            stream,
            expectedRevision,
            toActualRevision(error.actualState),
          );
        }
        throw error;
      }
    },

    async readStream(stream) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(stream, {
          direction: FORWARDS,
          fromRevision: START,
        })) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll({ after = null, limit }) {
      const events: RecordedEvent[] = [];
      let checkpoint = after;
      if (limit <= 0) return { events, checkpoint };
      // Reading $all from a position includes the event at it; the port reads after it.
      for await (const resolved of client.readAll({
        direction: FORWARDS,
        fromPosition: after === null ? START : toPosition(after),
        maxCount: after === null ? limit : limit + 1,
        filter: excludeSystemEvents(),
      })) {
        const event = resolved.event;
        if (!event) continue;
        const recorded = toRecordedEvent(event);
        if (after !== null && compareCheckpoints(recorded.position, after) <= 0) continue;
        // Move past system events too, or a page of them would be read again and again.
        checkpoint = recorded.position;
        if (isSystemEvent(event)) continue;
        events.push(recorded);
        if (events.length >= limit) break;
      }
      return { events, checkpoint };
    },

    subscribe(options) {
      return subscribeInBatches(client, options);
    },

    async close() {
      await client.dispose();
    },
  };
}
