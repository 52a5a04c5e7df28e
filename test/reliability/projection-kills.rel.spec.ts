import { createCommandService, type CommandService } from '@courtside/command-service';
import { compareCheckpoints } from '@courtside/events';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import { rebuildReadModels } from '@courtside/projection-service';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from './scale';
import { writeLeagueLog } from './support/league-log';
import { seededRandom } from './support/random';
import { describeDifferences, readModelRows } from './support/read-model-rows';
import { startServiceProcess, type ServiceProcess } from './support/service-process';

const EVENTS = scaled(5_000, 50_000);
const KILLS = scaled(3, 20);
const APP_NAME = 'rel-projection-kills';
const quiet = pino({ level: 'silent' });

describe('when the projection process is killed with SIGKILL again and again during a catch-up', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let knex: Knex;
  let store: PostgresEventStore;
  let command: CommandService;
  let rebuilt: TestDatabase | undefined;
  let rebuiltKnex: Knex | undefined;
  let projection: ServiceProcess | undefined;
  const random = seededRandom('projection kills');

  const countEvents = async () => {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    database = await createTestDatabase(testPostgresUrl());
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
    store = createPostgresEventStore({ pool, logger: quiet });
    await store.migrate();
    command = createCommandService({ store, pool, clock: testClock(), logger: quiet });
    await command.migrate();
    await writeLeagueLog({
      commands: command.commands,
      random,
      target: EVENTS,
      countEvents,
      start: new Date('2026-01-10T17:00:00Z'),
    });
  }, 900_000);

  afterAll(async () => {
    await projection?.stop('SIGKILL');
    await command?.close();
    await store?.close();
    await knex?.destroy();
    await rebuiltKnex?.destroy();
    await pool?.end();
    await database?.drop();
    await rebuilt?.drop();
  });

  /** Each projection's checkpoint in rm.checkpoints ({} before the first process migrated). */
  const checkpoints = async (): Promise<Record<string, string>> => {
    const exists = await knex.schema.withSchema('rm').hasTable('checkpoints');
    if (!exists) return {};
    const { rows } = await knex.raw<{ rows: { projection: string; checkpoint: string }[] }>(
      'SELECT projection, checkpoint FROM rm.checkpoints',
    );
    return Object.fromEntries(rows.map((row) => [row.projection, row.checkpoint]));
  };
  const lowest = (all: Record<string, string>): string | null =>
    Object.values(all).reduce<string | null>(
      (low, checkpoint) =>
        low === null || compareCheckpoints(checkpoint, low) < 0 ? checkpoint : low,
      null,
    );

  const startProjection = () =>
    startServiceProcess('projection-service/src/main.ts', {
      DATABASE_URL: database.url,
      PROJECTION_PORT: '0',
      LOG_LEVEL: 'error',
      // Names the process's connections, so the test can see when one is mid-transaction.
      PGAPPNAME: APP_NAME,
    });

  /** True while the projection process holds a transaction that has written rows. */
  const midWrite = async () => {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = $1 AND backend_xid IS NOT NULL`,
      [APP_NAME],
    );
    return (rows[0]?.n ?? 0) > 0;
  };

  it('ends with every read model identical, row for row, to a clean rebuild', async () => {
    const { rows: log } = await pool.query<{ checkpoint: string }>(
      `SELECT transaction_id::text || ':' || position::text AS checkpoint
         FROM events ORDER BY transaction_id, position`,
    );
    const last = log.at(-1)?.checkpoint ?? null;
    // The moments: points in the log the projection must have passed, each followed either by
    // a kill at once or by one in the middle of a batch's transaction (its rows half written).
    const moments = Array.from({ length: KILLS }, () => ({
      after: log[random.int(0, log.length - 2)]?.checkpoint ?? null,
      midTransaction: random.chance(0.6),
    })).sort((a, b) => compareCheckpoints(a.after, b.after));

    let kills = 0;
    let reached: string | null = null;
    projection = startProjection();
    for (const moment of moments) {
      const running = projection;
      await vi.waitFor(
        async () => {
          if (running.child.exitCode !== null)
            throw new Error(`projection exited: ${running.output()}`);
          expect(
            compareCheckpoints(lowest(await checkpoints()), moment.after),
          ).toBeGreaterThanOrEqual(0);
          // A projection that has caught up with the whole log writes nothing more: there is no
          // batch left to cut in half, so that kill comes at once (a seed whose moment fell late
          // in the log waited here until the timeout).
          const caughtUp = compareCheckpoints(lowest(await checkpoints()), last) >= 0;
          if (moment.midTransaction && !caughtUp) expect(await midWrite()).toBe(true);
        },
        { timeout: 300_000, interval: 5 },
      );
      await running.stop('SIGKILL');
      expect((await running.exited).signal).toBe('SIGKILL');
      kills += 1;
      // A kill mid-batch takes that batch's rows and checkpoint with it: nothing moves back.
      const after = lowest(await checkpoints());
      expect(compareCheckpoints(after, reached)).toBeGreaterThanOrEqual(0);
      reached = after;
      projection = startProjection();
    }
    const survivor = projection;
    await vi.waitFor(
      async () => {
        if (survivor.child.exitCode !== null)
          throw new Error(`projection exited: ${survivor.output()}`);
        const all = Object.values(await checkpoints());
        expect(all.length).toBeGreaterThan(0);
        expect(all.every((checkpoint) => checkpoint === last)).toBe(true);
      },
      { timeout: 300_000, interval: 50 },
    );
    await survivor.stop('SIGTERM');

    rebuilt = await createTestDatabase(testPostgresUrl());
    rebuiltKnex = knexFactory({ client: 'pg', connection: rebuilt.url, pool: { min: 0, max: 2 } });
    await rebuildReadModels({ knex: rebuiltKnex, store, logger: quiet });
    const live = await readModelRows(knex);
    const clean = await readModelRows(rebuiltKnex);

    const rows = [...clean.values()].reduce((sum, table) => sum + table.length, 0);
    console.log(
      `projection kills: ${kills} kills (SIGKILL) during a ${log.length}-event catch-up; ` +
        `${clean.size} tables, ${rows} rows compared with a clean rebuild`,
    );
    expect(kills).toBe(KILLS);
    expect(clean.size).toBeGreaterThan(5);
    expect(describeDifferences(live, clean)).toEqual([]);
    expect(live).toEqual(clean);
  });
});
