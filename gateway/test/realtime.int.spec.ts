import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { TestSocket } from './socket-client';

let running: RunningGateway;
let rows: ReturnType<typeof readModelRows>;
const sockets: TestSocket[] = [];
let position = 1;

/** Moves the read-model checkpoint and sends the notice projection-service would send. */
async function notify(change: Partial<ChangeNotice>): Promise<string> {
  position += 1;
  const checkpoint = `700:${position}`;
  await rows.checkpoint(checkpoint);
  const notice: ChangeNotice = {
    projection: 'all',
    checkpoint,
    leagues: [],
    contests: [],
    all: false,
    ...change,
  };
  await running.knex.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, JSON.stringify(notice)]);
  return checkpoint;
}

function socket(url = running.url): TestSocket {
  const created = new TestSocket(url);
  sockets.push(created);
  return created;
}

beforeAll(async () => {
  running = await startGateway();
  rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Skrivena liga', public: false });
  await rows.team(1, 11, 'Vojvodina');
  await rows.team(1, 12, 'Partizan');
  await rows.contest({
    id: 101,
    leagueId: 1,
    time: '2026-05-02T18:00:00Z',
    teams: [11, 'Vojvodina', 12, 'Partizan'],
  });
  await rows.contest({
    id: 102,
    leagueId: 1,
    time: '2026-05-03T18:00:00Z',
    teams: [12, 'Partizan', 11, 'Vojvodina'],
  });
  // Only the unfollow test uses 103: no other test's push can still be on its way to it.
  await rows.contest({
    id: 103,
    leagueId: 1,
    time: '2026-05-04T18:00:00Z',
    teams: [11, 'Vojvodina', 12, 'Partizan'],
  });
  await rows.contest({
    id: 201,
    leagueId: 2,
    time: '2026-05-02T18:00:00Z',
    teams: [11, 'Vojvodina', 12, 'Partizan'],
  });
  await rows.standing(1, 11, 'Vojvodina', 1, 0);
  await rows.standing(1, 12, 'Partizan', 2, 0);
  await rows.checkpoint('700:1');
});

afterEach(() => {
  while (sockets.length > 0) sockets.pop()?.close();
});

afterAll(async () => {
  await running.close();
});

describe('when a client follows a public league or contest', () => {
  it('acks ok with the current checkpoint', async () => {
    const client = socket();
    const checkpoint = await running.knex('rm.checkpoints').first('checkpoint');
    expect(await client.follow({ league: 1 })).toEqual({
      ok: true,
      checkpoint: checkpoint.checkpoint,
    });
    expect(await client.follow({ contest: 101 })).toEqual({
      ok: true,
      checkpoint: checkpoint.checkpoint,
    });
  });
});

describe('when a client follows something it may not see', () => {
  it.each([{ league: 999 }, { league: 2 }, { contest: 999 }, { contest: 201 }])(
    'acks %j with ok false and a message',
    async (target) => {
      expect(await socket().follow(target)).toEqual({
        ok: false,
        message: 'Zapis nije pronađen u bazi podataka.',
      });
    },
  );

  it.each([
    null,
    'league:1',
    [1],
    {},
    { league: '1' },
    { league: 1.5 },
    { league: -1 },
    { league: 1, contest: 101 },
  ])('acks the malformed target %j with ok false and keeps the connection', async (payload) => {
    const client = socket();
    expect(await client.followRaw(payload)).toMatchObject({ ok: false });
    expect(await client.follow({ league: 1 })).toMatchObject({ ok: true });
  });

  it('survives a follow without an ack callback', async () => {
    const client = socket();
    (client.socket.emit as (event: string, payload: unknown) => void)('follow', { league: 1 });
    expect(await client.follow({ contest: 101 })).toMatchObject({ ok: true });
  });
});

describe('when a change notice names a contest', () => {
  it("pushes contest:updated to the contest's and the league's rooms and standings to the league", async () => {
    const contestFan = socket();
    const leagueFan = socket();
    await contestFan.follow({ contest: 101 });
    await leagueFan.follow({ league: 1 });
    await running
      .knex('rm.contests')
      .where({ id: 101 })
      .update({ A1: 21, first_team_total: 21, revision: 1 });
    const first = await notify({ contests: [101], leagues: [1] });

    const toContest = await contestFan.next('contest:updated', (m) => m.checkpoint === first);
    expect(toContest.contest).toMatchObject({ id: 101, A1: 21, first_team_total: 21, revision: 1 });
    expect(toContest.previous).toBeNull();
    const toLeague = await leagueFan.next('contest:updated', (m) => m.checkpoint === first);
    expect(toLeague.contest.id).toBe(101);
    const standings = await leagueFan.next('standings:updated', (m) => m.checkpoint === first);
    expect(standings.league_id).toBe(1);
    expect(standings.standings.standings.map((row) => row.team.name)).toEqual([
      'Vojvodina',
      'Partizan',
    ]);
    expect(standings.standings.checkpoint).toBe(first);
    // The push carries the table only; contests travel as their own contest:updated messages.
    expect(standings.standings).not.toHaveProperty('contests');

    const second = await notify({ contests: [101], leagues: [1] });
    const again = await contestFan.next('contest:updated', (m) => m.checkpoint === second);
    expect(again.previous).toBe(first);
    const againStandings = await leagueFan.next(
      'standings:updated',
      (m) => m.checkpoint === second,
    );
    // One chain per room: in the league's room the contest push of this pass comes first.
    expect(againStandings.previous).toBe(second);
    expect(
      leagueFan.received.map((r) => [r.event, r.message.previous, r.message.checkpoint]),
    ).toEqual([
      ['contest:updated', null, first],
      ['standings:updated', first, first],
      ['contest:updated', first, second],
      ['standings:updated', second, second],
    ]);
  });

  it('keeps an unbroken previous chain through a burst of notices', async () => {
    const client = socket();
    await client.follow({ contest: 102 });
    let last = '';
    for (let i = 0; i < 8; i += 1) last = await notify({ contests: [102] });
    await client.next('contest:updated', (m) => m.checkpoint === last);
    const messages = client.of('contest:updated');
    messages.forEach((message, index) => {
      if (index > 0) expect(message.previous).toBe(messages[index - 1]?.checkpoint);
    });
  });

  it('sends nothing to a socket that unfollowed', async () => {
    const client = socket();
    await client.follow({ contest: 101 });
    await client.follow({ contest: 103 });
    await client.unfollow({ contest: 101 });
    await notify({ contests: [101] });
    // Pushes reach one socket in order: once 103's arrives, any for 101 would have come first.
    // (Not 102: the burst test's last fan-out pass for 102 can still be running under load,
    // and a socket that follows 102 now would rightly hear it.)
    const marker = await notify({ contests: [103] });
    await client.next('contest:updated', (m) => m.checkpoint === marker);
    expect(client.of('contest:updated').map((m) => m.contest.id)).toEqual([103]);
  });

  it('refreshes every followed room when the notice says all', async () => {
    const client = socket();
    await client.follow({ league: 1 });
    const everything = await notify({ all: true });
    const standings = await client.next('standings:updated', (m) => m.checkpoint === everything);
    expect(standings.league_id).toBe(1);
  });
});

describe('when the change-notice connection drops', () => {
  it('reconnects, refreshes followed rooms and hears later notices', async () => {
    const client = socket();
    await client.follow({ contest: 101 });
    await running.knex.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = ?`,
      [`LISTEN ${CHANGE_NOTICE_CHANNEL}`],
    );
    // The refresh after reconnecting pushes the current state of every followed room.
    await client.next('contest:updated');
    const later = await notify({ contests: [101] });
    await client.next('contest:updated', (m) => m.checkpoint === later);
  });
});

describe('when two gateways serve the same database', () => {
  it('each pushes the change to its own followers', async () => {
    const other = await startGateway({ database: running.database });
    try {
      const here = socket();
      const there = socket(other.url);
      await here.follow({ contest: 101 });
      await there.follow({ contest: 101 });
      const checkpoint = await notify({ contests: [101] });
      await here.next('contest:updated', (m) => m.checkpoint === checkpoint);
      await there.next('contest:updated', (m) => m.checkpoint === checkpoint);
      // io.local: neither gateway relays its push through the adapter, so one copy each.
      const marker = await notify({ contests: [101] });
      await here.next('contest:updated', (m) => m.checkpoint === marker);
      expect(here.of('contest:updated').filter((m) => m.checkpoint === checkpoint)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('when a notice names a contest followed by a league room', () => {
  it('reads the checkpoint and the contest in one statement before it pushes', async () => {
    const leagueFan = socket();
    await leagueFan.follow({ league: 1 });
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    running.knex.on('query', onQuery);
    try {
      await running
        .knex('rm.contests')
        .where({ id: 102 })
        .update({ B1: 17, second_team_total: 17, revision: 3 });
      // As a score in play is noticed: no table changed.
      const checkpoint = await notify({ contests: [102], leagues: [1], standings: [] });
      const pushed = await leagueFan.next('contest:updated', (m) => m.checkpoint === checkpoint);
      expect(pushed.contest).toMatchObject({ id: 102, B1: 17 });
    } finally {
      running.knex.off('query', onQuery);
    }
    // One read labels and fills the push: the checkpoint and the contest in the same snapshot.
    const reads = queries.filter(
      (sql) => /^select/i.test(sql.trim()) && /"?rm"?\."?(checkpoints|contests)/.test(sql),
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/checkpoints[\s\S]*contests/);
  });
});
