import knexFactory, { type Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import { currentCheckpoint } from '../src/queries/checkpoints';
import { listenForNotices, type NoticeListener } from '../src/realtime/notice-listener';
import { createReadModelWatch, type ReadModelWatch } from '../src/realtime/wait-for-position';
import { migrateReadModels, readModelRows } from './read-models';

let database: TestDatabase;
let knex: Knex;
let listener: NoticeListener;
let watch: ReadModelWatch;
/** How often the watch read the checkpoints table: a notice needs no read after the first. */
let reads = 0;
/** Reads that have answered: a test moves the checkpoint only after the read it races. */
let readsDone = 0;
/** Holds the watch's second read until a test has moved the checkpoint (null: reads run). */
let secondRead: Promise<void> | null = null;

async function notify(change: Partial<ChangeNotice> & { checkpoint: string }): Promise<void> {
  const notice: ChangeNotice = {
    projection: 'read-models',
    leagues: [],
    contests: [],
    all: false,
    ...change,
  };
  await knex.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, JSON.stringify(notice)]);
}

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 3 } });
  await migrateReadModels(knex);
  watch = createReadModelWatch({
    readCheckpoint: async () => {
      reads += 1;
      if (reads === 2 && secondRead) await secondRead;
      const checkpoint = await currentCheckpoint(knex);
      readsDone += 1;
      return checkpoint;
    },
  });
  listener = listenForNotices({
    connectionString: database.url,
    logger: pino({ level: 'silent' }),
    onNotice: (notice) => watch.notify(notice),
    onReconnect: () => watch.reconnected(),
  });
  await listener.ready;
});

afterAll(async () => {
  watch.close();
  await listener.close();
  await knex.destroy();
  await database.drop();
});

beforeEach(() => {
  reads = 0;
  readsDone = 0;
  secondRead = null;
});

describe('when the read models are already past the position', () => {
  it('resolves after one read of the checkpoints', async () => {
    await readModelRows(knex).checkpoint('10:1');
    expect(await watch.waitForPosition('9:5', 30_000)).toBe(true);
    expect(reads).toBe(1);
  });
});

describe('when the change notice for the position arrives', () => {
  it('resolves on the notice, without reading the checkpoints again', async () => {
    await readModelRows(knex).checkpoint('20:1');
    const waiting = watch.waitForPosition('20:7', 30_000);
    // The first read has seen the old checkpoint before the projection moves on.
    await expect.poll(() => readsDone).toBe(1);
    await readModelRows(knex).checkpoint('20:7');
    await notify({ checkpoint: '20:7' });
    expect(await waiting).toBe(true);
    expect(reads).toBe(1);
  });

  it('needs no read at all for a position a notice already covered', async () => {
    expect(await watch.waitForPosition('20:3', 30_000)).toBe(true);
    expect(reads).toBe(0);
  });
});

describe('when no notice comes in time', () => {
  it('falls back to one more read of the checkpoints', async () => {
    await readModelRows(knex).checkpoint('30:1');
    // The fallback read waits for the move below, however long that write takes on a busy
    // machine: the time-out may pass before it is done, and the test is about the read after.
    let moved = () => {};
    secondRead = new Promise<void>((resolve) => (moved = resolve));
    const waiting = watch.waitForPosition('30:4', 300);
    // The first read has answered with the old checkpoint (a read still in flight could see
    // the move below and settle the wait without the fallback).
    await expect.poll(() => readsDone).toBe(1);
    // Moved without a notice: a lost hint.
    await readModelRows(knex).checkpoint('30:4');
    moved();
    expect(await waiting).toBe(true);
    expect(reads).toBe(2);
  });

  it('answers false when the read models never get there', async () => {
    await readModelRows(knex).checkpoint('40:1');
    expect(await watch.waitForPosition('40:9', 100)).toBe(false);
    expect(reads).toBe(2);
  });
});

describe('when waiting for a notice that names a contest', () => {
  it('resolves on that notice and not on one naming another contest', async () => {
    const wait = watch.nextNotice((notice) => notice.contests.includes(7), 30_000);
    let settled = false;
    void wait.promise.then(() => (settled = true));
    // Notices arrive in order: once this one is seen, the one naming contest 8 has been too.
    const seen = watch.nextNotice((notice) => notice.checkpoint === '50:1', 30_000);
    await notify({ checkpoint: '50:1', contests: [8] });
    await seen.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    await notify({ checkpoint: '50:2', contests: [7] });
    expect(await wait.promise).toBe(true);
  });

  it('answers false when the time runs out', async () => {
    const wait = watch.nextNotice((notice) => notice.contests.includes(9), 50);
    expect(await wait.promise).toBe(false);
  });
});
