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
  if (config.eventStore.kind === 'kurrentdb') {
    // events/src/store/kurrentdb.ts exists but createEventStore does not offer the
    // 'kurrentdb' kind yet (see docs/foundation.md); fail at start rather than quietly use
    // PostgreSQL.
    throw new Error(
      'EVENT_STORE=kurrentdb is not available: @courtside/events/store createEventStore ' +
        "does not accept { kind: 'kurrentdb' } yet",
    );
  }
  return createEventStore({ kind: 'postgres', pool, logger });
}
