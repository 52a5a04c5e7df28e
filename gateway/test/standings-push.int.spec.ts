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

const score = (A4: number, expected_revision: number) => ({
  body: {
    A1: 22,
    A2: 18,
    A3: 20,
    A4,
    A_extra: null,
    B1: 15,
    B2: 19,
    B3: 17,
    B4: 16,
    B_extra: null,
    expected_revision,
  },
});

describe("when a league's follower watches a contest being scored and finished", () => {
  it('hears each score but the table only once, when the finish changes it', async () => {
    const leagueFan = new TestSocket(stack.url);
    sockets.push(leagueFan);
    expect(await leagueFan.follow({ league: stack.leagueId })).toMatchObject({ ok: true });
    const browser = new TestBrowser(stack.url);
    await browser.signIn(official.email, official.password);
    const before = await browser.get(`/api/contests/${stack.contestId}`);

    const first = await browser.request(
      'PUT',
      `/api/contests/${stack.contestId}/score`,
      score(10, before.body.revision),
    );
    expect(first.status).toBe(200);
    const scored = await leagueFan.next('contest:updated', atLeast(first.body.position));
    expect(scored.contest.first_team_total).toBe(70);
    const second = await browser.request(
      'PUT',
      `/api/contests/${stack.contestId}/score`,
      score(21, first.body.revision),
    );
    expect(second.status).toBe(200);
    await leagueFan.next('contest:updated', atLeast(second.body.position));

    const finished = await browser.request('POST', `/api/contests/${stack.contestId}/finish`, {
      body: { expected_revision: second.body.revision },
    });
    expect(finished.status).toBe(200);
    const table = await leagueFan.next('standings:updated', atLeast(finished.body.position));
    expect(
      table.standings.standings.map((row) => [row.team.name, row.won, row.lost, row.points]),
    ).toEqual([
      ['Vojvodina', 1, 0, 2],
      ['Partizan', 0, 1, 1],
    ]);
    // One socket hears its pushes in order, so every push before the table's is in by now.
    await leagueFan.next('contest:updated', atLeast(finished.body.position));
    // The stack's set-up was projected before the follow, but its change notice may reach the
    // gateway after it, and a league's first notice pushes its table: that is the set-up's push,
    // at a checkpoint before the first score's. Only the pushes the saves caused are counted.
    const caused = leagueFan.received.filter((push) => atLeast(first.body.position)(push.message));
    expect(caused.map((push) => push.event)).toEqual([
      'contest:updated',
      'contest:updated',
      'contest:updated',
      'standings:updated',
    ]);
  });
});
