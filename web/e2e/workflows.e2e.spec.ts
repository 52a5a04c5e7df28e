import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

// Issue 12: workflows are started by hand, then the system runs them (spec §4).

const { admin } = superAdminForFile();
const league = 'Prva muška regionalna liga — Sever';

describe('when the super-admin starts a season rollover on the workflows screen', () => {
  it('shows the demo’s finished workflow, then the new run’s progress bar filling to the end', async () => {
    await admin.getByRole('link', { name: 'Workflows' }).click();
    await admin.getByRole('heading', { name: 'Workflows' }).waitFor();
    // The demo's recount, finished: a new user sees what a run looks like.
    const demo = admin.locator('[data-testid^="workflow-"]').last();
    await demo.getByText('Recount standings').waitFor();
    await demo.getByText('Succeeded').waitFor();
    // The demo's league sync, finished: its matches and roster queued for the scoreboard.
    const demoSync = admin
      .locator('[data-testid^="workflow-"]')
      .filter({ hasText: 'Sync a league now' });
    await demoSync.getByText('Succeeded').waitFor({ timeout: 60_000 });
    await demoSync.getByText(/^Done: \d+ matches and 1 rosters queued for sending\.$/).waitFor();
    // Runs are followed over the socket, not polled: the screen says it is live.
    await admin.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();

    await admin.getByRole('combobox', { name: 'Workflow', exact: true }).click();
    await admin.getByRole('option', { name: 'Season rollover', exact: true }).click();
    await admin.getByRole('combobox', { name: 'League', exact: true }).click();
    await admin.getByRole('option', { name: new RegExp(`^${league}`) }).click();
    await admin.getByRole('button', { name: 'Start', exact: true }).click();
    await admin.getByText('The workflow has started.').waitFor();

    const run = admin.locator('[data-testid^="workflow-"]').first();
    await run.getByText('Season rollover').waitFor();
    const bar = run.getByRole('progressbar', { name: 'Progress' });
    // Watched to the end: the bar full, every step done, the outcome in words.
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await run.getByText('Succeeded').waitFor({ timeout: 60_000 });
    const steps = await run.getByText(/^\d+ of \d+ steps$/).textContent();
    const [, done, total] = /^(\d+) of (\d+) steps$/.exec(steps ?? '') ?? [];
    expect(Number(done)).toBeGreaterThan(2);
    expect(done).toBe(total);
    await run
      .getByText(/^Done: Prva muška regionalna liga — Sever 20\d\d\/\d\d with \d+ teams/)
      .waitFor();

    // A second rollover of the same league into the same season is refused in plain words.
    await admin.getByRole('button', { name: 'Start', exact: true }).click();
    await admin
      .getByText('A league for the next season already exists in this league’s category.')
      .waitFor();
  });
});
