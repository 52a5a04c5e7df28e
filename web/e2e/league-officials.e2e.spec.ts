import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../gateway/test/browser';
import { demoFees } from '../../scripts/demo/seed';
import { superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();
let leagueId: number;

/** The leagues the demo official's contest list for today draws from. */
async function officialsLeaguesToday(): Promise<number[]> {
  const official = new TestBrowser(courtside.app.url);
  await official.request('GET', '/api/sanctum/csrf-cookie');
  const { email, password } = courtside.app.credentials.official;
  expect(
    (await official.request('POST', '/api/officials/login', { body: { email, password } })).status,
  ).toBe(200);
  const today = courtside.clock().toISOString().slice(0, 10);
  const { body } = await official.request('GET', `/api/officials/contests?date=${today}`);
  return [
    ...new Set<number>(body.data.map((contest: { league_id: number }) => contest.league_id)),
  ].sort();
}

beforeAll(async () => {
  // The third demo league: the demo official serves the first two only.
  leagueId = courtside.app.demo?.leagueIds[2] ?? 0;
});

describe('when an administrator puts an official on a league’s referees list', () => {
  it('lists them, the official sees that league’s contests, and removing asks first', async () => {
    expect(await officialsLeaguesToday()).not.toContain(leagueId);
    await admin.goto(`/administration/leagues/lists-sl/${leagueId}`);
    const referees = admin.getByRole('region', { name: 'Referees', exact: true });
    await referees.getByText('Nobody is on this list yet.').waitFor();

    const picker = referees.getByLabel('Add to Referees');
    await picker.click();
    await picker.fill('Marko');
    await admin.getByRole('option', { name: /Marko Petrović/ }).click();
    await referees.getByRole('button', { name: 'Add' }).click();
    await referees.getByText('Marko Petrović').waitFor();
    await expect.poll(officialsLeaguesToday).toContain(leagueId);

    await referees.getByRole('button', { name: 'Remove Marko Petrović' }).click();
    const question = admin.getByRole('dialog', { name: 'Remove from the list?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await referees.getByText('Nobody is on this list yet.').waitFor();
    await expect.poll(officialsLeaguesToday).not.toContain(leagueId);
  });
});

describe('when an administrator changes a league’s fees and standings points', () => {
  it('saves them, and they are still there after a reload', async () => {
    await admin.goto(`/administration/leagues/league/${leagueId}/settings`);
    const form = admin.getByRole('form', { name: 'League settings' });
    const refereeFee = form.getByRole('group', { name: 'Fees per match' }).getByLabel('Referee');
    await refereeFee.waitFor();
    // The demo league starts with the demo's fees.
    expect(await refereeFee.inputValue()).toBe(String(demoFees.referee));
    await refereeFee.fill('45.5');
    const win = form.getByLabel('Win', { exact: true });
    await win.fill('3');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('League settings saved.').waitFor();

    await admin.reload();
    await expect.poll(() => refereeFee.inputValue()).toBe('45.5');
    expect(await form.getByLabel('Win', { exact: true }).inputValue()).toBe('3');
  });

  it('says so beside a fee left empty, and saves nothing', async () => {
    const form = admin.getByRole('form', { name: 'League settings' });
    const fees = form.getByRole('group', { name: 'Fees per match' });
    await fees.getByLabel('Delegate').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await fees.getByText('This field is required.').waitFor();
    await admin.reload();
    await expect
      .poll(() => fees.getByLabel('Delegate').inputValue())
      .toBe(String(demoFees.delegate));
  });
});
