import { compareCheckpoints, type EventStore } from '@courtside/events';
import type { Knex } from 'knex';
import pino, { type Logger } from 'pino';
import { inSchema, migrateReadModels } from './db/migrate';
import { readCheckpoint } from './db/operations/read-checkpoint';
import { acquireSessionLock } from './db/operations/session-lock';
import { projections } from './projections';
import { Runner, type RunnerRole } from './runner';

export { migrateReadModels } from './db/migrate';
export { rebuildReadModels, type RebuildOptions, type RebuildResult } from './rebuild';
export { loadConfig, ConfigError, type ProjectionConfig } from './config';
export { fibaDefaults, type StandingsPoints } from './standings/points';
export { recountLeagueStandings } from './projections/recount-standings';
export type { RunnerRole } from './runner';
export type * from './db/tables';

export interface ProjectionServiceDeps {
  knex: Knex;
  store: EventStore;
  logger?: Logger;
  /** Events per batch; the default suits production, tests may go smaller. */
  batchSize?: number;
}

export interface ProjectionService {
  /** Creates or upgrades the rm schema; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Stands by for the active lock and projects while holding it. Returns at once. */
  start(): Promise<void>;
  /** Finishes the current batch, stops, and releases the lock for a standby. */
  close(): Promise<void>;
  /** 'active', 'standby' or 'stopped'; health readiness accepts the first two. */
  role(): RunnerRole;
  /** The position every read model has reached; null before the first batch. */
  checkpoint(): Promise<string | null>;
  /** Resolves once the read models reflect `position` (compareCheckpoints order). */
  waitFor(position: string, timeoutMs?: number): Promise<void>;
}

/** Thrown by waitFor when the read models do not reach the position in time. */
export class WaitForTimeoutError extends Error {
  constructor(
    readonly position: string,
    readonly reached: string | null,
  ) {
    super(`Read models did not reach ${position} in time (at ${reached ?? 'nothing'})`);
    this.name = 'WaitForTimeoutError';
  }
}

/** Creates the projection service around a knex for the read-model database and a store. */
export function createProjectionService(deps: ProjectionServiceDeps): ProjectionService {
  const logger = deps.logger ?? pino({ level: 'silent' });
  const names = projections.map((projection) => projection.name);
  const live = inSchema(deps.knex, 'rm');
  let runner: Runner | undefined;

  const checkpoint = () => readCheckpoint(live, names);

  return {
    async migrate() {
      // knex's own migration lock fails rather than waits; instances starting together queue.
      const lock = await acquireSessionLock(deps.knex, 'courtside:projection-service:migrate');
      try {
        await lock.acquired;
        await migrateReadModels(deps.knex, 'rm');
      } finally {
        await lock.release();
      }
    },
    async start() {
      if (runner) return;
      runner = new Runner({
        knex: deps.knex,
        store: deps.store,
        logger,
        batchSize: deps.batchSize,
      });
      await runner.start();
    },
    async close() {
      const stopping = runner;
      runner = undefined;
      await stopping?.close();
    },
    role: () => runner?.role ?? 'stopped',
    checkpoint,
    async waitFor(position, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const reached = await checkpoint();
        if (compareCheckpoints(reached, position) >= 0) return;
        const left = deadline - Date.now();
        if (left <= 0) throw new WaitForTimeoutError(position, reached);
        // Woken by this instance's commits; the poll covers another instance being active.
        const current = runner;
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            current?.off('committed', done);
            resolve();
          };
          const timer = setTimeout(done, Math.min(left, 200));
          current?.once('committed', done);
        });
      }
    },
  };
}
