import { workflowTimeZone } from '@courtside/events';
import { createAccount } from '@courtside/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueWithTeams, startWorkflowStack, type WorkflowStack } from './workflow-harness';

let stack: WorkflowStack;
beforeAll(async () => {
  // The first mail to Jovana is refused once: the run stops there and pg-boss runs it again.
  stack = await startWorkflowStack({ refuseOnce: ['jovana@courtside.test'] });
});
afterAll(async () => {
  await stack?.close();
});

/** Noon (UTC) of the day `days` after the clock's day in Belgrade: inside that Belgrade day. */
function dayAfter(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: workflowTimeZone }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, 12)).toISOString();
}

async function official(name: string, email: string): Promise<number> {
  const { id } = await createAccount(stack.knex, {
    kind: 'official',
    name,
    email,
    password: 'Sudija#2026x',
    roles: ['referee'],
    permissions: ['view.contests'],
  });
  return id;
}

describe('when an administrator reminds officials of tomorrow’s matches', () => {
  it('sends one mail per official with a match tomorrow, each once, though the run crashed halfway', async () => {
    const { leagueId, teamIds } = await leagueWithTeams(stack, 'Regionalna liga', [
      'A',
      'B',
      'C',
      'D',
    ]);
    const [a, b, c, d] = teamIds as [number, number, number, number];
    const marko = await official('Marko Marković', 'marko@courtside.test');
    const jovana = await official('Jovana Jovanović', 'jovana@courtside.test');
    const petar = await official('Petar Petrović', 'petar@courtside.test');
    const schedule = async (home: number, away: number, time: string) =>
      (
        await stack.commands.scheduleContest({
          league_id: leagueId,
          round: 1,
          time,
          location: 'Hala sportova',
          first_team_id: home,
          second_team_id: away,
        })
      ).id;
    const tomorrowEarly = await schedule(a, b, dayAfter(stack.now, 1));
    const tomorrowLate = await schedule(c, d, dayAfter(stack.now, 1).replace('T12', 'T17'));
    const later = await schedule(a, c, dayAfter(stack.now, 2));
    await stack.commands.assignContestOfficials(tomorrowEarly, {
      delegate_id: marko,
      referee_ids: [jovana],
      statistician_id: null,
    });
    await stack.commands.assignContestOfficials(tomorrowLate, {
      delegate_id: null,
      referee_ids: [jovana],
      statistician_id: null,
    });
    const last = await stack.commands.assignContestOfficials(later, {
      delegate_id: petar,
      referee_ids: [],
      statistician_id: null,
    });
    await stack.projection.waitFor(last.position, 30_000);

    const { id } = await stack.start('official-reminders', leagueId);
    const row = await stack.ended(id);

    expect(row.status).toBe('succeeded');
    expect(row.outcome).toMatchObject({ key: 'remindersDone', params: { officials: 2 } });
    const mails = await stack.mails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'jovana@courtside.test',
      'marko@courtside.test',
    ]);
    const toJovana = mails.find((mail) => mail.to === 'jovana@courtside.test');
    expect(toJovana?.text).toContain('A – B');
    expect(toJovana?.text).toContain('C – D');
    expect(await stack.log(id)).toEqual([
      'started',
      'reminderSent',
      'reminderSent',
      'remindersDone',
    ]);
  });
});
