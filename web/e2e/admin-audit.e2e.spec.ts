import { describe, expect, it } from 'vitest';
import { markWindow, windowIsMarked } from './support/browser';
import { officialSavesScore, superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();

describe('when an official saves a score while the super-admin watches the audit logs', () => {
  it('shows the new row without a reload, and history travels back to the older score', async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const before = contest.A1 ?? 0;
    const after = before + 7;
    await admin.getByRole('link', { name: 'Audit logs' }).click();
    const table = admin.getByRole('table', { name: 'Audit logs' });
    await table.getByRole('row').nth(1).waitFor();
    await admin.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    await markWindow(admin);

    await officialSavesScore(courtside, contest, after);

    const row = table
      .getByRole('row')
      .filter({ hasText: 'ScoreRecorded' })
      .filter({ hasText: `Match #${contest.id}` })
      .filter({ hasText: `A1: ${before} → ${after}` });
    await row.waitFor({ timeout: 15_000 });
    expect(await windowIsMarked(admin)).toBe(true);

    // Time travel: the newest state has the new score; the event before it, the old one.
    await row.getByRole('link', { name: `Match #${contest.id}` }).click();
    await admin.getByRole('heading', { name: 'History' }).waitFor();
    const stateValue = (field: string) =>
      admin
        .getByRole('table', { name: /^After / })
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: field, exact: true }) })
        .getByRole('cell')
        .nth(1);
    await expect.poll(() => stateValue('A1').textContent()).toBe(String(after));
    // Each event says when, day.month.year, and who made it, by name.
    const official = courtside.app.credentials.official.name;
    await admin
      .getByText(
        new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2} · ${official} \\(Official\\)$`),
      )
      .last()
      .waitFor();

    const events = admin.getByRole('button', { name: /^Show the record after / });
    const count = await events.count();
    expect(count).toBeGreaterThan(1);
    await events.nth(count - 2).click();
    await expect.poll(() => stateValue('A1').textContent()).toBe(String(before));
  });
});
