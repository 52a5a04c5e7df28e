import { createEventStore, type MigratableEventStore } from '@courtside/events/store';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { ProjectionConfig } from './config';

/** The event store the configuration names, for main and the rebuild command. */
export function openEventStore(
  config: ProjectionConfig,
  pool: Pool,
  logger: Logger,
): MigratableEventStore {
  return config.eventStore.kind === 'kurrentdb'
    ? createEventStore(config.eventStore)
    : createEventStore({ kind: 'postgres', pool, logger });
}
