import type {
  Checkpoint,
  CourtsideEvent,
  CourtsideEventType,
  EventMetadata,
} from '@courtside/events';
import type { Knex } from 'knex';
import { LastWrites } from '../db/operations/last-writes';
import type { ContestRow } from '../db/tables';

/** A catalogue event with the position facts projections need from its record. */
export interface ProjectedEvent<E extends CourtsideEvent = CourtsideEvent> {
  event: E;
  /** The stored event's id (UUID). */
  id: string;
  /** Who caused it, from where, when: what the audit log shows. */
  metadata: EventMetadata;
  streamId: string;
  /** Revision of the event inside its stream. */
  revision: number;
  /** Global position (checkpoint) of the event. */
  position: string;
  created: Date;
}

/** Keys whose read models a batch changed; they become the change notice. */
export interface Changes {
  leagues: Set<number>;
  contests: Set<number>;
  /** Leagues whose standings were recomputed (a subset of `leagues`). */
  standings: Set<number>;
  /** Recording bookings (issue 11). */
  recordings: Set<number>;
  /** Workflows (issue 12). */
  workflows: Set<number>;
  /** Position of the first audit-log row the batch appended; null when it appended none. */
  auditFrom: string | null;
  /**
   * Not part of the notice's keys: each contest's row once the contests projection folded this
   * batch, for the projections after it in the same transaction (standings asks whether a
   * scored contest is finished without reading it back) and for a notice that carries them.
   */
  contestRows: Map<number, ContestRow>;
  /** Not part of the notice: writes left to the batch's last statement (see LastWrites). */
  last: LastWrites;
  /** Not part of the notice: every event type in the batch, whichever projection handles it. */
  batchTypes: ReadonlySet<string>;
}

export function emptyChanges(batchTypes: ReadonlySet<string> = new Set()): Changes {
  return {
    leagues: new Set(),
    contests: new Set(),
    standings: new Set(),
    recordings: new Set(),
    workflows: new Set(),
    auditFrom: null,
    contestRows: new Map(),
    last: new LastWrites(),
    batchTypes,
  };
}

/**
 * One read model. `apply` receives, in global order, only the events of the types it
 * handles, inside the batch transaction (whose `userParams.schema` names the target schema),
 * and writes them with a few set-based statements, never one statement per event.
 */
export interface Projection {
  name: string;
  handles: ReadonlySet<CourtsideEventType>;
  apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes): Promise<void>;
  /**
   * Called at every batch's start, under the checkpoints' lock, with this projection's stored
   * checkpoint and the one the batch moves it to, whether or not it has events in the batch.
   */
  begin?(trx: Knex.Transaction, stored: Checkpoint | null, next: Checkpoint | null): void;
  /**
   * For a rebuild: starts work that replaces `apply` during the replay and is done once at its
   * end, for a projection that recomputes whole keys (a league's tables) from other read models.
   */
  defer?(): DeferredWork;
}

/** A projection's work left to the end of a rebuild's replay. */
export interface DeferredWork {
  /** Notes what `apply` would recompute for these events; writes nothing. */
  note(events: ProjectedEvent[]): void;
  /** Recomputes everything noted, once, in the transaction's schema. */
  finish(trx: Knex.Transaction): Promise<void>;
}

/** The events of the given types only. */
export type EventOf<Type extends CourtsideEventType> = Extract<CourtsideEvent, { type: Type }>;

/**
 * A projection whose `apply` sees its events narrowed to the types it handles, so a switch over
 * them is exhaustive without naming every other area's events.
 */
export function defineProjection<const Type extends CourtsideEventType>(definition: {
  name: string;
  handles: readonly Type[];
  apply(
    trx: Knex.Transaction,
    events: ProjectedEvent<EventOf<Type>>[],
    changes: Changes,
  ): Promise<void>;
}): Projection {
  return {
    name: definition.name,
    handles: new Set<CourtsideEventType>(definition.handles),
    apply: (trx, events, changes) =>
      definition.apply(trx, events as ProjectedEvent<EventOf<Type>>[], changes),
  };
}

/** Keeps the last item per key, in first-seen order: a multi-row upsert may touch a row once. */
export function lastByKey<T, K>(items: readonly T[], key: (item: T) => K): T[] {
  const byKey = new Map<K, T>();
  for (const item of items) byKey.set(key(item), item);
  return [...byKey.values()];
}

/** Splits rows so one statement stays far below PostgreSQL's 65 535 bind parameters. */
export function chunk<T>(items: readonly T[], size = 1000): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/** Throws at compile time when a switch over a union misses a member. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled event ${JSON.stringify(value)}`);
}
