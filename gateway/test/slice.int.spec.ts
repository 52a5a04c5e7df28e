import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCheckpoints } from '@courtside/events';
import { TestBrowser } from './browser';
import { TestSocket } from './socket-client';
import { official, startStack, type Stack } from './stack';

let stack: Stack;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await stack.close();
});

const atLeast = (position: string) => (message: { checkpoint: string }) =>
  compareCheckpoints(message.checkpoint, position) >= 0;

describe('when a signed-in official enters and finishes a score', () => {
  it('reaches followers of the contest and the league with checkpoints at or past each command', async () => {
    const contestFan = new TestSocket(stack.url);
    const leagueFan = new TestSocket(stack.url);
    sockets.push(contestFan, leagueFan);
    expect(await contestFan.follow({ contest: stack.contestId })).toMatchObject({ ok: true });
    expect(await leagueFan.follow({ league: stack.leagueId })).toMatchObject({ ok: true });

    const browser = new TestBrowser(stack.url);
    await browser.signIn(official.email, official.password);
    const before = await browser.get(`/api/contests/${stack.contestId}`);
    expect(before.body.status).toBe('scheduled');

    const saved = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: {
        A1: 22,
        A2: 18,
        A3: 20,
        A4: 21,
        A_extra: null,
        B1: 15,
        B2: 19,
        B3: 17,
        B4: 16,
        B_extra: null,
        expected_revision: before.body.revision,
      },
    });
    expect(saved.status).toBe(200);
    const scored = await contestFan.next('contest:updated', atLeast(saved.body.position));
    expect(scored.contest).toMatchObject({
      id: stack.contestId,
      status: 'in_progress',
      first_team_total: 81,
      second_team_total: 67,
      revision: saved.body.revision,
    });
    const leagueScored = await leagueFan.next('contest:updated', atLeast(saved.body.position));
    expect(leagueScored.contest.first_team_total).toBe(81);

    const finished = await browser.request('POST', `/api/contests/${stack.contestId}/finish`, {
      body: { expected_revision: saved.body.revision },
    });
    expect(finished.status).toBe(200);
    const table = await leagueFan.next('standings:updated', atLeast(finished.body.position));
    expect(table.previous).not.toBeNull();
    expect(
      table.standings.standings.map((row) => [row.team.name, row.won, row.lost, row.points]),
    ).toEqual([
      ['Vojvodina', 1, 0, 2],
      ['Partizan', 0, 1, 1],
    ]);
    const done = await contestFan.next('contest:updated', atLeast(finished.body.position));
    expect(done.contest).toMatchObject({ status: 'finished', winner: 'first_team' });

    // Read-your-writes over HTTP too: the read models now show the finished contest.
    const after = await browser.get(`/api/leagues/${stack.leagueId}/public-standings`);
    expect(
      compareCheckpoints(after.body.checkpoint, finished.body.position),
    ).toBeGreaterThanOrEqual(0);
    expect(after.body.contests[0].status).toBe('finished');
  });
});
