import { streams } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionService, type ProjectionService } from '../src';
import { append, contests, scores, seedLeague } from './test-data';
import { createHarness, LogCapture, type Harness } from './harness';

let harness: Harness;
let first: ProjectionService;
let second: ProjectionService;
const secondLogs = new LogCapture();

beforeAll(async () => {
  harness = await createHarness();
  first = createProjectionService({ knex: harness.knex, store: harness.store });
  second = createProjectionService({
    knex: harness.knex,
    store: harness.store,
    logger: secondLogs.logger,
  });
  await Promise.all([first.migrate(), second.migrate()]);
  await first.start();
  await first.waitFor(await seedLeague(harness.store));
  await second.start();
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await harness?.close();
});

describe('when two instances run', () => {
  it('lets one project while the other stands by', () => {
    expect(first.role()).toBe('active');
    expect(second.role()).toBe('standby');
  });

  it('lets a standby that closes before its turn stop waiting', async () => {
    const third = createProjectionService({ knex: harness.knex, store: harness.store });
    await third.start();
    expect(third.role()).toBe('standby');
    await third.close();
    expect(third.role()).toBe('stopped');
  });

  it('hands over to the standby when the active instance closes', async () => {
    await first.close();
    await secondLogs.next('projection runner active');
    expect(second.role()).toBe('active');
    // Had the closed standby still been queued for the lock, it would show here.
    const queued = await harness.knex.raw<{ rows: Array<{ n: number }> }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(queued.rows[0]?.n).toBe(0);
    const { position } = await append(harness.store, streams.contest(contests.inProgress), {
      type: 'ScoreRecorded',
      data: { contestId: contests.inProgress, leagueId: 10, scores: scores([30, 22], [20, 19]) },
    });
    await second.waitFor(position);
    const row = await harness.knex
      .withSchema('rm')
      .table('contests')
      .where({ id: contests.inProgress })
      .first();
    expect(row).toMatchObject({ first_team_total: 52, status: 'in_progress' });
  });
});
