/**
 * @courtside/events/store: the event store port and its adapters (Node only).
 */
import type { Pool } from 'pg';
import { createPostgresEventStore, type EventStoreLogger } from './postgres';
import { createKurrentDbEventStore } from './kurrentdb';
import type { EventStore } from './port';

export * from './port';
export {
  createPostgresEventStore,
  type EventStoreLogger,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres';
export { guardPool, isConnectionLost, type ConnectionLogger } from './postgres-connection';
export { STREAM_LOCK_CLASS } from './postgres-append';
export { withTransaction } from './postgres-client';
export { prepared, preparedName } from './prepared';
export { deferredCheckpoint, type DeferredCheckpoint } from './deferred-checkpoint';
export { createKurrentDbEventStore, type KurrentDbEventStoreOptions } from './kurrentdb';

/** Which event store to use; chosen once by each service's config. */
export type EventStoreConfig =
  | { kind: 'postgres'; pool: Pool; logger?: EventStoreLogger }
  | { kind: 'kurrentdb'; connectionString: string };

/** An event store that can create what it needs before first use (no-op where nothing is needed). */
export type MigratableEventStore = EventStore & { migrate(): Promise<void> };

/** Creates the event store the config names. */
export function createEventStore(config: EventStoreConfig): MigratableEventStore {
  switch (config.kind) {
    case 'postgres':
      return createPostgresEventStore(config);
    case 'kurrentdb':
      // KurrentDB needs no schema: its streams come into being with their first event.
      return { ...createKurrentDbEventStore(config), migrate: async () => {} };
    default: {
      const unsupported: never = config;
      throw new Error(
        `Unknown event store kind: ${String((unsupported as { kind: unknown }).kind)}`,
      );
    }
  }
}
