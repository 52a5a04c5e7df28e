import { Writable } from 'node:stream';
import type { Checkpoint } from '@courtside/events';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createProjectionService, type ProjectionService } from '../src';
import { readModelTables } from '../src/db/tables';

/** One parsed pino line. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Keeps log lines and lets a test wait for one, instead of sleeping. */
export class LogCapture {
  readonly lines: LogLine[] = [];
  private waiters: Array<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> =
    [];

  readonly logger: Logger = pino(
    { level: 'debug' },
    new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        for (const text of chunk.toString().split('\n').filter(Boolean)) {
          const line = JSON.parse(text) as LogLine;
          this.lines.push(line);
          this.waiters = this.waiters.filter((waiter) => {
            if (!waiter.match(line)) return true;
            waiter.resolve(line);
            return false;
          });
        }
        callback();
      },
    }),
  );

  /** Resolves with the first line (already logged or still to come) whose message matches. */
  next(message: string | RegExp, after = 0): Promise<LogLine> {
    const match = (line: LogLine) =>
      typeof message === 'string' ? line.msg === message : message.test(line.msg);
    const seen = this.lines.slice(after).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
}

/** A fresh database with the event store and a knex on it. */
export interface Harness {
  database: TestDatabase;
  pool: pg.Pool;
  store: PostgresEventStore;
  knex: Knex;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const database = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 6 });
  const silent = { warn: () => {}, error: () => {} };
  const store = createPostgresEventStore({ pool, logger: silent, pollIntervalMs: 50 });
  await store.migrate();
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 6 } });
  return {
    database,
    pool,
    store,
    knex,
    async close() {
      await store.close();
      await knex.destroy();
      await pool.end();
      await database.drop();
    },
  };
}

/** A fresh database and the projection service migrated and running on it. */
export interface ProjectionRun {
  harness: Harness;
  service: ProjectionService;
}

export interface ProjectionRunOptions {
  /** Small batches put related events in one batch for one case and apart for another. */
  batchSize?: number;
  logger?: Logger;
  /** Events appended before the specs run; the run waits until the read models hold them. */
  seed?: (store: PostgresEventStore) => Promise<Checkpoint>;
}

/** Starts the projection service on a fresh database; a failed start leaves nothing open. */
export async function startProjectionRun(
  options: ProjectionRunOptions = {},
): Promise<ProjectionRun> {
  const { seed, ...serviceOptions } = options;
  const harness = await createHarness();
  const service = createProjectionService({
    knex: harness.knex,
    store: harness.store,
    ...serviceOptions,
  });
  try {
    await service.migrate();
    await service.start();
    if (seed) await service.waitFor(await seed(harness.store));
  } catch (error) {
    await stopProjectionRun({ harness, service });
    throw error;
  }
  return { harness, service };
}

/** Closes the service before its database is dropped, so no pool outlives the database. */
export async function stopProjectionRun(run: Partial<ProjectionRun>): Promise<void> {
  await run.service?.close();
  await run.harness?.close();
}

/**
 * One running projection service for a spec file: started before its specs, closed after them.
 * The fields are filled in by `beforeAll`, so read them inside hooks and specs only.
 */
export function useProjectionRun(options: ProjectionRunOptions = {}): ProjectionRun {
  const run = {} as ProjectionRun;
  beforeAll(async () => {
    Object.assign(run, await startProjectionRun(options));
  });
  afterAll(() => stopProjectionRun(run));
  return run;
}

/** Primary-key order of each table, so two snapshots compare row by row. */
const orderBy: Record<(typeof readModelTables)[number], string[]> = {
  categories: ['id'],
  leagues: ['id'],
  teams: ['id'],
  league_teams: ['league_id', 'team_id'],
  arenas: ['id'],
  sports: ['id'],
  contests: ['id'],
  contest_days: ['day', 'league_id'],
  league_series: ['league_id', 'key'],
  standings: ['league_id', 'team_id'],
  standings_rounds: ['league_id', 'round', 'team_id'],
  standings_days: ['league_id', 'day', 'team_id'],
  audit_log: ['position_major', 'position_minor'],
  audit_state: ['model', 'model_id'],
  checkpoints: ['projection'],
};

/** Every row of every read-model table in `schema`. */
export async function snapshot(
  knex: Knex,
  schema = 'rm',
  except: readonly string[] = [],
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const table of readModelTables.filter((name) => !except.includes(name))) {
    tables[table] = await knex.withSchema(schema).table(table).select('*').orderBy(orderBy[table]);
  }
  return tables;
}
