import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, leagueWithTeams, startWorkflowStack, type WorkflowStack } from './workflow-harness';

let stack: WorkflowStack;
beforeAll(async () => {
  stack = await startWorkflowStack();
});
afterAll(async () => {
  await stack?.close();
});

const leaguesNamed = (stack: WorkflowStack, name: string) =>
  stack.knex.withSchema('rm').table('leagues').where({ name }).select('*');

describe('when an administrator rolls a league over into the next season', () => {
  it('creates exactly one next-season league with the same teams and settings, even when started ten times at once', async () => {
    const { leagueId, categoryId, teamIds } = await leagueWithTeams(stack, 'Prva liga', [
      'Partizan',
      'Zvezda',
      'FMP',
      'Mega',
    ]);
    await stack.commands.updateLeague(leagueId, {
      standings_config: {
        win: 3,
        loss: 0,
        forfeit_win: 3,
        forfeit_loss: 0,
        draw_zero: 0,
        draw_nonzero: 1,
      },
      fees: { delegate: 4000, referee: 3000, statistician: 1500 },
    });
    const starts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        stack.commands.startWorkflow({ kind: 'season-rollover', league_id: leagueId }, admin),
      ),
    );
    const started = starts.filter((s) => s.status === 'fulfilled');
    const refused = starts.filter((s) => s.status === 'rejected');
    expect(started).toHaveLength(1);
    for (const refusal of refused) {
      expect(String((refusal as PromiseRejectedResult).reason)).toContain(
        'already being rolled over into season 2026/27',
      );
    }
    const { id } = (started[0] as PromiseFulfilledResult<{ id: number }>).value;

    const row = await stack.ended(id);
    expect(row.status).toBe('succeeded');
    expect([row.done, row.total]).toEqual([6, 6]);
    expect(await stack.log(id)).toEqual([
      'started',
      'leagueCreated',
      'teamCopied',
      'teamCopied',
      'teamCopied',
      'teamCopied',
      'settingsCopied',
      'rolloverDone',
    ]);

    const next = await leaguesNamed(stack, 'Prva liga 2026/27');
    expect(next).toHaveLength(1);
    const league = next[0];
    expect(league.category_id).toBe(categoryId);
    expect(league.standings_config).toMatchObject({ win: 3, loss: 0, forfeit_win: 3 });
    expect(league.fees).toEqual({ delegate: 4000, referee: 3000, statistician: 1500 });
    const teams = await stack.knex
      .withSchema('rm')
      .table('league_teams')
      .where('league_id', league.id);
    expect(teams.map((t: { team_id: number }) => t.team_id).sort()).toEqual([...teamIds].sort());
    const contests = await stack.knex
      .withSchema('rm')
      .table('contests')
      .where('league_id', league.id);
    expect(contests).toHaveLength(0);
  });

  it('refuses a league that does not exist and records nothing', async () => {
    const before = await stack.knex('events').count<{ count: string }[]>('* as count');
    await expect(
      stack.commands.startWorkflow({ kind: 'season-rollover', league_id: 987654 }, admin),
    ).rejects.toThrow('There is no such league.');
    const after = await stack.knex('events').count<{ count: string }[]>('* as count');
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('fails in plain words when the next season’s league already exists, and makes no second one', async () => {
    const { leagueId, categoryId } = await leagueWithTeams(stack, 'Druga liga', ['A', 'B']);
    const taken = await stack.commands.createLeague({
      name: 'Druga liga 2026/27',
      number_of_teams: 2,
      rounds: 1,
      start_date: '2026-10-03',
      category_id: categoryId,
    });
    await stack.projection.waitFor(taken.position, 30_000);
    const { id } = await stack.start('season-rollover', leagueId);
    const row = await stack.ended(id);
    expect(row.status).toBe('failed');
    expect(row.outcome).toEqual({
      key: 'workflowSeasonExists',
      params: { season: '2026/27', name: 'Druga liga 2026/27' },
    });
    expect(await leaguesNamed(stack, 'Druga liga 2026/27')).toHaveLength(1);
  });
});
