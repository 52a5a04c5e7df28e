import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  type AppendStreamState,
  type CurrentStreamState,
  type Position,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata } from '../metadata';
import type { Checkpoint, ExpectedRevision, RecordedEvent } from './port';

/** The port's expected revision in the client's terms. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

/** The revision KurrentDB reported a stream at, in the port's terms. */
export function toActualRevision(current: CurrentStreamState): number | 'no_stream' {
  return typeof current === 'bigint' ? Number(current) : 'no_stream';
}

/** A KurrentDB log position as the port's "<commit>:<prepare>" checkpoint. */
export function toCheckpoint(position: Position): Checkpoint {
  return `${position.commit.toString(10)}:${position.prepare.toString(10)}`;
}

/** The inverse of {@link toCheckpoint}; refuses strings another adapter wrote. */
export function toPosition(checkpoint: Checkpoint): Position {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not a KurrentDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1] as string), prepare: BigInt(match[2] as string) };
}

/**
 * KurrentDB's own events ($settings, statistics, projections, links): types or streams
 * starting with "$". They are none of Courtside's business and must never reach a projection.
 */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** A recorded event from the client as the port's RecordedEvent. */
export function toRecordedEvent(event: KurrentRecordedEvent): RecordedEvent {
  if (!event.position) {
    // Every read the adapter makes asks for positions; a missing one is a broken server.
    throw new Error(`KurrentDB sent event ${event.id} of ${event.streamId} without a position`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    // Written by this adapter as JSON, so the client has parsed it back into the object.
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: toCheckpoint(event.position),
    created: event.created,
  };
}
