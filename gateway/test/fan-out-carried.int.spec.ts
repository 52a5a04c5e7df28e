import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_NOTICE_CHANNEL, compareCheckpoints, type ChangeNotice } from '@courtside/events';
import { TestBrowser } from './browser';
import { TestSocket } from './socket-client';
import { official, startStack, type Stack } from './stack';

let stack: Stack;
let fan: TestSocket;

beforeAll(async () => {
  stack = await startStack();
  fan = new TestSocket(stack.url);
  expect(await fan.follow({ league: stack.leagueId })).toMatchObject({ ok: true });
});

afterAll(async () => {
  fan.close();
  await stack.close();
});

const at = (position: string) => (message: { checkpoint: string }) =>
  compareCheckpoints(message.checkpoint, position) >= 0;

const notify = (notice: ChangeNotice) =>
  stack.gateway.knex.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, JSON.stringify(notice)]);

describe("a live score's push", () => {
  it('is the contest exactly as the public API then answers it', async () => {
    const browser = new TestBrowser(stack.url);
    await browser.signIn(official.email, official.password);
    let revision = stack.contestRevision;
    // Two saves: the runner folds the second from memory and sends it in one statement.
    for (const A3 of [20, 24]) {
      const saved = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
        body: {
          ...{ A1: 22, A2: 18, A3, A4: null, A_extra: null },
          ...{ B1: 15, B2: 19, B3: 17, B4: null, B_extra: null },
          expected_revision: revision,
        },
      });
      expect(saved.status).toBe(200);
      revision = saved.body.revision;
      const pushed = await fan.next('contest:updated', at(saved.body.position));
      const read = await browser.get(`/api/contests/${stack.contestId}`);
      expect(read.status).toBe(200);
      expect(pushed.contest).toEqual(read.body);
      expect(pushed.contest.first_team_total).toBe(40 + A3);
    }
  });

  it('pushes the rows a notice carries as they are, and reads back one that carries none', async () => {
    const stored = await stack.gateway
      .knex('rm.contests as c')
      .join('rm.leagues as l', 'l.id', 'c.league_id')
      .where('c.id', stack.contestId)
      .first('c.*', 'l.name as league_name');
    const base = {
      projection: 'read-models',
      leagues: [stack.leagueId],
      contests: [stack.contestId],
      all: false,
    };
    // Later than anything stored: a row from the notice, not the table, says A1 is 99.
    await notify({ ...base, checkpoint: '900000000:1', contestRows: [{ ...stored, A1: 99 }] });
    const carried = await fan.next('contest:updated', at('900000000:1'));
    expect(carried.contest).toMatchObject({
      id: stack.contestId,
      A1: 99,
      league_name: stored.league_name,
    });

    await notify({ ...base, checkpoint: '900000000:2' });
    const read = await fan.next('contest:updated', at('900000000:2'));
    expect(read.contest).toMatchObject({ id: stack.contestId, A1: stored.A1 });
  });
});
