import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueWithTeams, startWorkflowStack, type WorkflowStack } from './workflow-harness';

let stack: WorkflowStack;
beforeAll(async () => {
  stack = await startWorkflowStack();
});
afterAll(async () => {
  await stack?.close();
});

const table = (leagueId: number) =>
  stack.knex
    .withSchema('rm')
    .table('standings')
    .where('league_id', leagueId)
    .orderBy('position')
    .select('team_name', 'played', 'won', 'lost', 'points');

describe('when an administrator recounts a league’s standings', () => {
  it('puts a table that went wrong right again and reports how many rows it changed', async () => {
    const { leagueId, teamIds } = await leagueWithTeams(stack, 'Kup liga', [
      'Vršac',
      'Sombor',
      'Kikinda',
    ]);
    const [vrsac, sombor] = teamIds as [number, number, number];
    const contest = await stack.commands.scheduleContest({
      league_id: leagueId,
      round: 1,
      time: new Date(stack.now.getTime() - 3 * 3600_000).toISOString(),
      first_team_id: vrsac,
      second_team_id: sombor,
    });
    await stack.commands.recordScores(contest.id, { A1: 80, B1: 71, expected_revision: 0 });
    const finished = await stack.commands.finishContest(contest.id, { expected_revision: 1 });
    await stack.projection.waitFor(finished.position, 30_000);
    const right = await table(leagueId);
    expect(right[0]).toMatchObject({ team_name: 'Vršac', won: 1, points: 2 });

    // A table gone wrong (as after a bug in an earlier version): both played teams miscounted.
    await stack.knex
      .withSchema('rm')
      .table('standings')
      .where('league_id', leagueId)
      .whereIn('team_id', [vrsac, sombor])
      .update({ points: 0, won: 0, lost: 0, played: 0 });

    const { id } = await stack.start('standings-recount', leagueId);
    const row = await stack.ended(id);

    expect(row.status).toBe('succeeded');
    expect(row.outcome).toEqual({ key: 'recountDone', params: { rows: 3, changed: 2 } });
    expect(await table(leagueId)).toEqual(right);
    expect(await stack.log(id)).toEqual(['started', 'recounted', 'recountDone']);
  });

  it('reports no row changed when the table was right', async () => {
    const { leagueId } = await leagueWithTeams(stack, 'Mirna liga', ['Ub', 'Obrenovac']);
    const { id } = await stack.start('standings-recount', leagueId);
    const row = await stack.ended(id);
    expect(row.outcome).toEqual({ key: 'recountDone', params: { rows: 2, changed: 0 } });
  });
});
