import { beforeAll, describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

// Issue 10 leftovers: a league's own edit screen orders its tie-breaks with the same control as
// the platform's standings tab, and the order is the league's own.

const { courtside, admin } = superAdminForFile();
let leagueId: number;

const orderOf = () =>
  admin
    .getByRole('form', { name: 'League details' })
    .getByRole('list', { name: 'Tie-break order (FIBA Appendix D)' });

beforeAll(async () => {
  leagueId = courtside.app.demo?.leagueIds[1] ?? 0;
});

describe("when an administrator reorders a league's tie-breaks on its edit screen", () => {
  it('refuses an order with no criterion, then saves the one it shows and reads it back', async () => {
    await admin.goto(`/administration/leagues/league/${leagueId}/settings`);
    const form = admin.getByRole('form', { name: 'League details' });
    const order = orderOf();
    // A demo league has FIBA's order.
    await order
      .getByRole('checkbox', { name: '1. Points in the games between the level teams' })
      .waitFor();

    for (const name of [
      /Points in the games between/,
      /Point difference in the games between/,
      /Points scored in the games between/,
      /Point difference in all games/,
      /Points scored in all games/,
    ]) {
      await order.getByRole('checkbox', { name }).uncheck();
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Tick at least one criterion.').waitFor();

    // Points scored overall, then the head-to-head points; nothing else applies.
    await order.getByRole('checkbox', { name: 'Points scored in all games' }).check();
    await order
      .getByRole('checkbox', { name: 'Points in the games between the level teams' })
      .check();
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('League saved.').waitFor();

    await admin.reload();
    const saved = orderOf();
    await saved.getByRole('checkbox', { name: '1. Points scored in all games' }).waitFor();
    await saved
      .getByRole('checkbox', { name: '2. Points in the games between the level teams' })
      .waitFor();
    expect(
      await saved.getByRole('checkbox', { name: 'Point difference in all games' }).isChecked(),
    ).toBe(false);
  });

  it('leaves the other leagues on their own order', async () => {
    const other = courtside.app.demo?.leagueIds[2] ?? 0;
    await admin.goto(`/administration/leagues/league/${other}/settings`);
    await orderOf()
      .getByRole('checkbox', { name: '1. Points in the games between the level teams' })
      .waitFor();
    expect(
      await orderOf().getByRole('checkbox', { name: '5. Points scored in all games' }).isChecked(),
    ).toBe(true);
  });
});
