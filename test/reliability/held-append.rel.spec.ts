import { createCommandService, type CommandService } from '@courtside/command-service';
import { compareCheckpoints, emptyScores, streams, type Scores } from '@courtside/events';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import { createProjectionService, type ProjectionService } from '@courtside/projection-service';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from './scale';
import { holdCommitsOf } from './support/held-commit';
import { twoTeamLeague } from './support/two-team-league';

const LATER_APPENDS = scaled(5, 40);
/** Read rounds the projection must make, after the later appends committed, without moving. */
const READ_ROUNDS = scaled(5, 20);
const quiet = pino({ level: 'silent' });
const kickOff = new Date('2026-03-14T18:00:00Z');
const during = { now: new Date(kickOff.getTime() + 30 * 60 * 1000) };

describe('when one append’s transaction is held open while later appends commit', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let projectionPool: pg.Pool;
  let knex: Knex;
  let store: PostgresEventStore;
  let projectionStore: PostgresEventStore;
  let command: CommandService;
  let projection: ProjectionService;
  /** Each time the projection's store pool gets a client back: one read of the log. */
  let reads = 0;

  beforeAll(async () => {
    database = await createTestDatabase(testPostgresUrl());
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
    store = createPostgresEventStore({ pool, logger: quiet });
    await store.migrate();
    command = createCommandService({ store, pool, clock: testClock(), logger: quiet });
    await command.migrate();
    // The projection reads through a pool of its own, so its reads can be counted.
    projectionPool = new pg.Pool({ connectionString: database.url, max: 3 });
    projectionPool.on('release', () => {
      reads += 1;
    });
    projectionStore = createPostgresEventStore({
      pool: projectionPool,
      logger: quiet,
      pollIntervalMs: 50,
    });
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 3 } });
    projection = createProjectionService({ knex, store: projectionStore, logger: quiet });
    await projection.migrate();
    await projection.start();
  });

  afterAll(async () => {
    await projection?.close();
    await command?.close();
    await projectionStore?.close();
    await store?.close();
    await knex?.destroy();
    await projectionPool?.end();
    await pool?.end();
    await database?.drop();
  });

  const scoresOf = (first: number, second: number): Scores => ({
    ...emptyScores(),
    A1: first,
    B1: second,
  });

  async function scheduleContests(count: number) {
    const { schedule } = await twoTeamLeague(command.commands);
    const contests = [];
    for (let index = 0; index < count; index += 1) contests.push(await schedule(kickOff));
    return contests;
  }

  it('moves no projection past it, and applies it and every later append once it commits', async () => {
    const [held, ...later] = await scheduleContests(1 + LATER_APPENDS);
    if (!held) throw new Error('no contest scheduled');
    const setUp = later.at(-1)?.position ?? held.position;
    await projection.waitFor(setUp, 60_000);
    const before = await projection.checkpoint();

    const hold = await holdCommitsOf(database.url, streams.contest(held.id));
    const heldAppend = command.commands.recordScores(
      held.id,
      { ...scoresOf(11, 9), expected_revision: held.revision },
      during,
    );
    await vi.waitFor(async () => expect(await hold.waiting()).toBe(true), { timeout: 30_000 });

    const laterResults = await Promise.all(
      later.map((contest, index) =>
        command.commands.recordScores(
          contest.id,
          { ...scoresOf(20 + index, 10), expected_revision: contest.revision },
          during,
        ),
      ),
    );
    // The later appends are committed and announced; the projection reads the log again and
    // again and must find nothing it may apply while the held one is still open.
    const mark = reads;
    await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(mark + READ_ROUNDS), {
      timeout: 30_000,
    });
    const quietReads = reads - mark;
    expect(await projection.checkpoint()).toBe(before);
    const { rows: early } = await knex.raw<{ rows: { n: number }[] }>(
      'SELECT count(*)::int AS n FROM rm.contests WHERE first_team_total > 0',
    );
    expect(early[0]?.n).toBe(0);

    await hold.release();
    const heldResult = await heldAppend;
    const newest = [heldResult, ...laterResults]
      .map((result) => result.position)
      .reduce((a, b) => (compareCheckpoints(a, b) >= 0 ? a : b));
    await projection.waitFor(newest, 60_000);

    const { rows } = await knex.raw<{
      rows: { id: number; first_team_total: number; revision: number }[];
    }>('SELECT id, first_team_total, revision FROM rm.contests ORDER BY id');
    const totals = Object.fromEntries(rows.map((row) => [row.id, row.first_team_total]));
    expect(totals[held.id]).toBe(11);
    later.forEach((contest, index) => expect(totals[contest.id]).toBe(20 + index));
    // Applied once each: every row is at its stream's revision after exactly one score.
    expect(rows.every((row) => row.revision === held.revision + 1)).toBe(true);
    console.log(
      `held append: 1 append held open at commit while ${later.length} later appends ` +
        `committed; the projection read the log ${quietReads} times without moving; ` +
        `all ${1 + later.length} applied after the commit; lost: 0`,
    );
  });
});
