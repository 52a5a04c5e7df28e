import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import { startJobQueue, type JobQueue } from '../src/queue';

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
});
