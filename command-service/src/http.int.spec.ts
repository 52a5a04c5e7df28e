import { streams } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  startServiceUnderTest,
  type ServiceUnderTest,
} from './testing/service-under-test';

const start = '2026-10-03T18:00:00.000Z';
let sut: ServiceUnderTest;
let leagueId: number;
let teamIds: number[];

const league = (overrides: Record<string, unknown> = {}) => ({
  kind: 'league',
  name: 'Prva liga',
  email: 'liga@example.org',
  sort_index: 1,
  public: true,
  number_of_teams: 4,
  rounds: 2,
  weeks: 6,
  start_date: '2026-10-01',
  city: 'Novi Sad',
  recreational: false,
  ...overrides,
});
const scores = { A1: 20, A2: 18, A3: 22, A4: 15, B1: 15, B2: 20, B3: 14, B4: 16 };

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-09-01T10:00:00.000Z'));
  const created = await sut.send('POST', '/leagues', league());
  leagueId = Number(created.body.id);
  teamIds = [];
  for (const name of ['Vojvodina', 'Partizan', 'Zvezda']) {
    const team = await sut.send('POST', `/leagues/${leagueId}/teams`, { name });
    teamIds.push(Number(team.body.id));
  }
});

afterAll(async () => {
  await sut.close();
});

async function scheduleContest() {
  const answer = await sut.send('POST', '/contests', {
    league_id: leagueId,
    round: 1,
    time: start,
    location: 'Spens',
    first_team_id: teamIds[0],
    second_team_id: teamIds[1],
  });
  expect(answer.status).toBe(201);
  return Number(answer.body.id);
}

describe('when an administrator sets up a season', () => {
  it('answers 201 with the new ids, revisions and positions', async () => {
    const category = await sut.send('POST', '/categories', {
      name: 'Seniori',
      season: '2026/27',
      public: true,
      tabindex: 1,
    });
    expect(category).toEqual({
      status: 201,
      body: { id: expect.any(Number), revision: 0, position: expect.any(String) },
    });
    const created = await sut.send('POST', '/leagues', league({ category_id: category.body.id }));
    expect(created.status).toBe(201);
    const team = await sut.send('POST', `/leagues/${String(created.body.id)}/teams`, {
      name: 'Novi tim',
      full_name: 'KK Novi tim',
      city: 'Sombor',
    });
    expect(team).toEqual({
      status: 201,
      body: { id: expect.any(Number), revision: 1, position: expect.any(String) },
    });
  });

  it('stores who did it, from where, and when', async () => {
    sut.clock.now = new Date('2026-09-02T08:00:00.000Z');
    const headers = { ...adminHeaders, 'x-correlation-id': 'corr-1', 'x-causation-id': 'cause-1' };
    const created = await sut.send('POST', '/leagues', league(), headers);
    const [event] = await sut.store.readStream(streams.league(Number(created.body.id)));
    expect(event?.metadata).toEqual({
      actor: { kind: 'admin', id: '42' },
      ip: '203.0.113.9',
      userAgent: 'int-spec',
      correlationId: 'corr-1',
      causationId: 'cause-1',
      at: '2026-09-02T08:00:00.000Z',
    });
  });

  it('gives a request without a correlation id one of its own', async () => {
    const created = await sut.send('POST', '/leagues', league());
    const [event] = await sut.store.readStream(streams.league(Number(created.body.id)));
    expect(event?.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('when officials enter a result', () => {
  it('records the score, then the final result', async () => {
    const contestId = await scheduleContest();
    sut.clock.now = new Date('2026-10-03T19:30:00.000Z');
    const recorded = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      expected_revision: 0,
    });
    expect(recorded).toEqual({ status: 200, body: { revision: 1, position: expect.any(String) } });
    const finished = await sut.send('POST', `/contests/${contestId}/finish`, {
      expected_revision: 1,
    });
    expect(finished).toEqual({ status: 200, body: { revision: 2, position: expect.any(String) } });
    const events = await sut.store.readStream(streams.contest(contestId));
    expect(events.at(-1)).toMatchObject({
      type: 'ContestFinished',
      data: { winner: 'first_team', forfeit: false },
    });
  });

  it('answers 409 with the current revision to a stale one, and stores nothing', async () => {
    const contestId = await scheduleContest();
    sut.clock.now = new Date('2026-10-03T19:30:00.000Z');
    await sut.send('PUT', `/contests/${contestId}/score`, { ...scores, expected_revision: 0 });
    const before = await sut.eventCount();
    const stale = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      A1: 30,
      expected_revision: 0,
    });
    expect(stale).toEqual({
      status: 409,
      body: { message: { key: 'staleRevision' }, current_revision: 1 },
    });
    expect(await sut.eventCount()).toBe(before);
  });

  it('postpones and cancels with a reason', async () => {
    const contestId = await scheduleContest();
    const postponed = await sut.send('POST', `/contests/${contestId}/postpone`, {
      expected_revision: 0,
      reason: 'Hall flooded',
    });
    expect(postponed.status).toBe(200);
    const cancelled = await sut.send('POST', `/contests/${contestId}/cancel`, {
      expected_revision: 1,
    });
    expect(cancelled).toEqual({ status: 200, body: { revision: 2, position: expect.any(String) } });
  });
});

describe('when a command breaks a rule', () => {
  it.each([
    [
      'too many rounds',
      league({ rounds: 5 }),
      { key: 'maxRounds' },
      { rounds: [{ key: 'maxRounds' }] },
    ],
    [
      'too many teams',
      league({ number_of_teams: 21 }),
      { key: 'maxTeams' },
      { number_of_teams: [{ key: 'maxTeams' }] },
    ],
    [
      'wrong types',
      league({ number_of_teams: 'lots', public: 'maybe', name: '' }),
      { key: 'invalid' },
      {
        number_of_teams: [{ key: 'validNumber' }],
        public: [{ key: 'invalid' }],
        name: [{ key: 'required' }],
      },
    ],
    ['a body that is not an object', [1, 2], { key: 'invalid' }, { body: [{ key: 'invalid' }] }],
    ['malformed JSON', '{"name": ', { key: 'invalid' }, { body: [{ key: 'invalid' }] }],
  ])('answers 422 for %s and stores nothing', async (_case, body, message, errors) => {
    const before = await sut.eventCount();
    const answer = await sut.send('POST', '/leagues', body);
    expect(answer).toEqual({ status: 422, body: { message, errors } });
    expect(await sut.eventCount()).toBe(before);
  });

  // A whole number past PostgreSQL's integer (1e300 is whole to JavaScript) used to be stored,
  // then stopped the projection that could not write it: every later write waited for it.
  it.each([
    ['POST', '/categories', { name: 'Kadeti', season: '2025/26', tabindex: 1e300 }, 'tabindex'],
    ['POST', '/leagues', league({ sort_index: 2 ** 31 }), 'sort_index'],
    ['POST', '/leagues', league({ weeks: 2 ** 53 + 2 }), 'weeks'],
  ])('answers 422 to %s %s with a number beyond a record, and stores nothing', async (...args) => {
    const [method, path, body, field] = args;
    const before = await sut.eventCount();
    const answer = await sut.send(method, path, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: [{ key: 'validNumber' }] });
    expect(await sut.eventCount()).toBe(before);
  });

  // PostgreSQL's jsonb cannot hold a NUL or a lone surrogate: the append used to fail with 500.
  it.each([
    ['POST', '/arenas', { name: 'x\u0000y' }, 'name'],
    ['POST', '/arenas', { name: 'Spens', city: 'Novi Sad \ud800' }, 'city'],
    ['POST', '/leagues', league({ name: '\udc00Liga' }), 'name'],
  ])('answers 422 to %s %s with text no event can hold, and stores nothing', async (...args) => {
    const [method, path, body, field] = args;
    const before = await sut.eventCount();
    const answer = await sut.send(method, path, body);
    expect(answer).toEqual({
      status: 422,
      body: {
        message: { key: 'unstorableText' },
        errors: { [field]: [{ key: 'unstorableText' }] },
      },
    });
    expect(await sut.eventCount()).toBe(before);
  });

  it('answers 422 naming the away team when both teams are the same', async () => {
    const answer = await sut.send('POST', '/contests', {
      league_id: leagueId,
      round: 1,
      time: start,
      first_team_id: teamIds[0],
      second_team_id: teamIds[0],
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: { key: 'homeAwayDiffer' },
        errors: { second_team_id: [{ key: 'homeAwayDiffer' }] },
      },
    });
  });

  it('answers 422 to scores outside the window, and stores nothing', async () => {
    const contestId = await scheduleContest();
    sut.clock.now = new Date('2026-10-04T00:00:01.000Z');
    const before = await sut.eventCount();
    const answer = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      expected_revision: 0,
    });
    expect(answer).toEqual({
      status: 422,
      body: { message: { key: 'scoreWindow' }, errors: { time: [{ key: 'scoreWindow' }] } },
    });
    expect(await sut.eventCount()).toBe(before);
  });

  it('answers 422 to a period score above 250', async () => {
    const contestId = await scheduleContest();
    const answer = await sut.send('PUT', `/contests/${contestId}/score`, {
      A1: 251,
      expected_revision: 0,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ A1: [{ key: 'scoreRange' }] });
  });

  it('answers 403 to a club representative', async () => {
    const answer = await sut.send('POST', '/leagues', league(), {
      ...adminHeaders,
      'x-actor-kind': 'representative',
    });
    expect(answer).toEqual({ status: 403, body: { message: { key: 'unauthorized' } } });
  });
});

describe('when the record does not exist', () => {
  it.each([
    ['PUT', '/contests/999999/score', { ...scores, expected_revision: 0 }],
    ['POST', '/contests/abc/finish', { expected_revision: 0 }],
    // An id that does not even decode (a lone UTF-16 surrogate, percent-encoded) names no record.
    ['POST', '/contests/%ED%A0%80/finish', { expected_revision: 0 }],
    ['DELETE', '/teams/%E0%A4%A', undefined],
    ['POST', '/leagues/999999/teams', { name: 'Nobody' }],
    ['GET', '/nowhere', undefined],
  ])('answers 404 to %s %s', async (method, path, body) => {
    const answer = await sut.send(method, path, body);
    expect(answer).toEqual({ status: 404, body: { message: { key: 'notFound' } } });
  });
});

describe('when probed for health', () => {
  it('answers live and ready', async () => {
    expect(await sut.send('GET', '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await sut.send('GET', '/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
