import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Clock, EventStore } from '@courtside/events';
import type { GatewayConfig } from './config';
import type { PublicCache } from './http/public-cache';
import type { ImportJobs } from './providers/import-jobs';
import type { ReadModelWatch } from './realtime/wait-for-position';

/** What every area's routes may use; each area takes what it needs. */
export interface AreaDeps {
  config: GatewayConfig;
  knex: Knex;
  pool: pg.Pool;
  logger: Logger;
  /** The event log (history replay, events gateway records itself); absent in some tests. */
  store?: EventStore;
  /** Where "now" comes from (today's contests, the overdue window, event times). */
  clock: Clock;
  /** Disconnects an account's sockets (on every gateway). */
  disconnectAccount: (id: number) => void;
  /** Waits for a command's position to reach the read models (read-your-writes). */
  readModels: ReadModelWatch;
  /** Serialized public answers, dropped by change notices (issue 13); absent: none kept. */
  publicCache?: PublicCache;
  /** Provider imports' apply jobs (issue 12); absent in tests that import nothing. */
  providerImports?: ImportJobs;
}
