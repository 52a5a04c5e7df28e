import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionAdmins } from '../../gateway/test/competitions-support';
import type { TestBrowser } from '../../gateway/test/browser';
import { startStack } from '../../gateway/test/stack';
import { startGeniusSportsFake, type GeniusSportsFake } from '../src/providers';
import { apply, importState, leagueContents, preview, type Stack } from './providers-support';

// Issue 12: an import's apply is a job on the PostgreSQL job queue. The request is answered at
// once; the job notes its progress; a worker stopped half-way leaves the job to its retry,
// which completes the import once a worker runs again, duplicating nothing.

let fake: GeniusSportsFake;
let stack: Stack;
let superAdmin: TestBrowser;
const name = 'Prva muška liga 2026/27';

beforeAll(async () => {
  fake = await startGeniusSportsFake();
  stack = await startStack({
    gatewayConfig: {
      geniusSports: { url: fake.url, apiKey: fake.apiKey },
      providerImportJobs: { retryDelaySeconds: 1 },
    },
  });
  ({ superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('when the worker stops in the middle of an apply and starts again', () => {
  it('shows the progress, then ends with exactly the fake’s 12 teams and 132 fixtures', async () => {
    const planned = await preview(stack, superAdmin, 'genius-sports', '40112');
    const id = planned.body.data.id as number;
    const answer = await apply(superAdmin, id);
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({ id, state: 'queued' });

    // Running, part of the fixtures done: the screen's bar has something to show.
    await expect
      .poll(async () => (await importState(superAdmin, id)).progress?.fixtures.done ?? 0, {
        timeout: 120_000,
      })
      .toBeGreaterThan(10);
    const running = await importState(superAdmin, id);
    expect(running).toMatchObject({
      state: 'running',
      phase: 'fixtures',
      progress: { teams: { done: 12, total: 12 }, fixtures: { total: 132 } },
    });

    const imports = stack.gateway.gateway.providerImports;
    await imports.stop();
    const stopped = await importState(superAdmin, id);
    expect(stopped).toMatchObject({ state: 'running', phase: 'retrying' });
    expect(stopped.progress?.fixtures.done).toBeLessThan(132);
    expect((await leagueContents(stack, name)).contests.length).toBeLessThan(132);
    // A second apply while the first waits for its retry is told it is running.
    expect((await apply(superAdmin, id)).status).toBe(409);

    await imports.resume();
    await expect
      .poll(async () => (await importState(superAdmin, id)).state, { timeout: 120_000 })
      .toBe('succeeded');
    const done = await importState(superAdmin, id);
    expect(done.outcome).toEqual({ created: 145, updated: 0, unchanged: 0 });
    const held = await leagueContents(stack, name);
    expect(held.leagues).toEqual([done.league_id]);
    expect(held.teams).toEqual(fake.season.teams.map((t) => t.name).sort());
    expect(held.contests).toHaveLength(132);
  }, 300_000);
});
