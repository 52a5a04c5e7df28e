/**
 * @courtside/events/store: the event store port and its adapters (Node only).
 */
import type { Pool } from 'pg';
import { createPostgresEventStore, type EventStoreLogger } from './postgres';
import type { EventStore } from './port';

export * from './port';
export {
  createPostgresEventStore,
  type EventStoreLogger,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres';

/** Which event store to use; chosen once by each service's config. */
export type EventStoreConfig = { kind: 'postgres'; pool: Pool; logger?: EventStoreLogger };

/** An event store that can create what it needs before first use (no-op where nothing is needed). */
export type MigratableEventStore = EventStore & { migrate(): Promise<void> };

/** Creates the event store the config names. */
export function createEventStore(config: EventStoreConfig): MigratableEventStore {
  switch (config.kind) {
    case 'postgres':
      return createPostgresEventStore(config);
    default: {
      const unsupported: never = config.kind;
      throw new Error(`Unknown event store kind: ${String(unsupported)}`);
    }
  }
}
