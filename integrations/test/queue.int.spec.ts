import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import { startJobQueue, type JobQueue } from '../src/queue';
import { workEach } from '../src/work-each';

describe('the shared job queue', () => {
  let db: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    db = await createTestDatabase(testPostgresUrl());
    queue = await startJobQueue({ connectionString: db.url, logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.drop();
  });

  it('commits its bookkeeping without waiting for the disk, on every connection of its own', async () => {
    const { rows } = await queue.boss
      .getDb()
      .executeSql("SELECT current_setting('synchronous_commit') AS mode", []);
    expect(rows).toEqual([{ mode: 'off' }]);
  });

  it('has a worker that found a job take the next at once, not after its polling interval', async () => {
    const { boss } = queue;
    await boss.createQueue('queue-drain', { name: 'queue-drain' });
    for (let n = 1; n <= 5; n++) await boss.send('queue-drain', { n });
    const handled: number[] = [];
    // One worker, one job a fetch, and an interval far longer than this test may take: before
    // the fix it handled one job, then waited 30 s for the next fetch.
    await queue.work<{ n: number }>(
      'queue-drain',
      { batchSize: 1, pollingIntervalSeconds: 30 },
      async ([job]) => {
        handled.push(job!.data.n);
      },
    );
    await expect.poll(() => handled.length, { timeout: 15_000 }).toBe(5);
    expect([...handled].sort()).toEqual([1, 2, 3, 4, 5]);
    await queue.offWork(['queue-drain']);
  }, 30_000);

  it('has a worker whose fetch came back full take the next at once, two jobs a fetch', async () => {
    const { boss } = queue;
    await boss.createQueue('queue-drain-2', { name: 'queue-drain-2' });
    for (let n = 1; n <= 5; n++) await boss.send('queue-drain-2', { n });
    const fetched: number[][] = [];
    await queue.work<{ n: number }>(
      'queue-drain-2',
      { batchSize: 2, pollingIntervalSeconds: 30 },
      async (jobs) => {
        fetched.push(jobs.map((job) => job.data.n));
      },
    );
    await expect.poll(() => fetched.flat().length, { timeout: 15_000 }).toBe(5);
    expect(fetched.map((jobs) => jobs.length)).toEqual([2, 2, 1]);
    await queue.offWork(['queue-drain-2']);
  }, 30_000);

  it('takes several jobs a fetch, and fails only the one that threw while the rest complete', async () => {
    const { boss } = queue;
    await boss.createQueue('queue-each', { name: 'queue-each', retryLimit: 0 });
    await boss.insert([1, 2, 3, 4, 5].map((n) => ({ name: 'queue-each', data: { n } })));
    const handled: number[] = [];
    let allTaken: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (allTaken = resolve));
    // One worker, which finishes none of its jobs until it holds all five: one job a fetch
    // would hold the first forever.
    await workEach<{ n: number }>(
      queue,
      'queue-each',
      { pollingIntervalSeconds: 30 },
      async (job) => {
        handled.push(job.data.n);
        if (handled.length === 5) allTaken();
        await taken;
        if (job.data.n === 3) throw new Error('endpoint refused 3');
      },
    );
    const states = async () => {
      const { rows } = await boss.getDb().executeSql(
        `SELECT data->>'n' AS n, state, output->>'message' AS message
             FROM pgboss.job WHERE name = 'queue-each' ORDER BY 1`,
        [],
      );
      return rows as { n: string; state: string; message: string | null }[];
    };
    const settled = async () =>
      (await states()).filter((row) => row.state === 'completed' || row.state === 'failed').length;
    await expect.poll(settled, { timeout: 15_000 }).toBe(5);
    await queue.offWork(['queue-each']);
    expect(await states()).toEqual([
      { n: '1', state: 'completed', message: null },
      { n: '2', state: 'completed', message: null },
      { n: '3', state: 'failed', message: 'endpoint refused 3' },
      { n: '4', state: 'completed', message: null },
      { n: '5', state: 'completed', message: null },
    ]);
    expect([...handled].sort()).toEqual([1, 2, 3, 4, 5]);
  }, 30_000);

  it('retries a failing job and hands it to the worker again until it succeeds', async () => {
    const { boss } = queue;
    await boss.createQueue('queue-test', { name: 'queue-test', retryLimit: 3, retryDelay: 0 });
    const seen: number[] = [];
    await boss.work<{ n: number }>('queue-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data.n);
      if (seen.length < 3) throw new Error('endpoint down');
    });
    const id = await boss.send('queue-test', { n: 7 });
    await expect
      .poll(async () => (await boss.getJobById('queue-test', id!))?.state)
      .toBe('completed');
    expect(seen).toEqual([7, 7, 7]);
  });

  it('survives losing the connection while it marks a job done, and goes on working', async () => {
    const { boss } = queue;
    const errors: unknown[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    boss.on('error', (error) => void errors.push(error));
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    const { rows: me } = await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const lockerPid = me[0]!.pid;
    try {
      await boss.createQueue('queue-cut', { name: 'queue-cut', retryLimit: 0 });
      const handled: number[] = [];
      await boss.work<{ n: number }>(
        'queue-cut',
        { pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          handled.push(job!.data.n);
          // The job's row is held, so pg-boss's "completed" UPDATE waits on it and can be cut.
          if (job!.data.n === 1) {
            await locker.query('BEGIN');
            await locker.query('SELECT 1 FROM pgboss.job WHERE id = $1 FOR UPDATE', [job!.id]);
          }
        },
      );
      await boss.send('queue-cut', { n: 1 });
      await expect
        .poll(async () => {
          const { rows } = await locker.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
            [lockerPid],
          );
          return rows.length;
        })
        .toBe(1);
      await locker.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE $1 = ANY(pg_blocking_pids(pid))`,
        [lockerPid],
      );
      // The lost "completed" is reported on the queue's error event, not thrown into the process.
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors.map((error) => (error as { code?: string }).code)).toContain('57P01');
      await locker.query('ROLLBACK');

      const next = await boss.send('queue-cut', { n: 2 });
      await expect
        .poll(async () => (await boss.getJobById('queue-cut', next!))?.state)
        .toBe('completed');
      expect(handled).toEqual([1, 2]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await locker.end();
    }
  });
});
