import { messages, streams } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from './core/errors';
import {
  adminHeaders,
  startServiceUnderTest,
  type ServiceUnderTest,
} from './testing/service-under-test';

const start = '2026-10-03T18:00:00.000Z';
let sut: ServiceUnderTest;
let leagueId: number;
let teamIds: number[];

const scores = { A1: 20, A2: 18, A3: 22, A4: 15, B1: 15, B2: 20, B3: 14, B4: 16 };
const keyed = (key: string) => ({ ...adminHeaders, 'idempotency-key': key });

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-10-03T19:00:00.000Z'));
  const { commands } = sut.service;
  const league = await commands.createLeague({
    name: 'Druga liga',
    number_of_teams: 4,
    rounds: 2,
    start_date: '2026-10-01',
  });
  leagueId = league.id;
  teamIds = [];
  for (const name of ['Mladost', 'Sloga', 'Jedinstvo']) {
    teamIds.push((await commands.registerTeam(leagueId, { name })).id);
  }
});

afterAll(async () => {
  await sut.close();
});

function contestBody() {
  const [home = 0, away = 0] = teamIds;
  return { league_id: leagueId, round: 2, time: start, first_team_id: home, second_team_id: away };
}

describe('when gateway retries a request with the same idempotency key', () => {
  it('answers the first result again and stores nothing twice', async () => {
    const first = await sut.send('POST', '/contests', contestBody(), keyed('schedule-1'));
    const before = await sut.eventCount();
    const retry = await sut.send('POST', '/contests', contestBody(), keyed('schedule-1'));
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect(await sut.eventCount()).toBe(before);
  });

  it('answers a retried score entry the same, though its revision is stale by now', async () => {
    const contest = await sut.send('POST', '/contests', contestBody());
    const path = `/contests/${String(contest.body.id)}/score`;
    const body = { ...scores, expected_revision: 0 };
    const first = await sut.send('PUT', path, body, keyed('score-1'));
    const retry = await sut.send('PUT', path, body, keyed('score-1'));
    expect(first).toEqual({ status: 200, body: { revision: 1, position: expect.any(String) } });
    expect(retry).toEqual(first);
    const events = await sut.store.readStream(streams.contest(Number(contest.body.id)));
    expect(events.map((event) => event.type)).toEqual(['ContestScheduled', 'ScoreRecorded']);
  });

  it('stores one contest when both copies arrive at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => sut.send('POST', '/contests', contestBody(), keyed('schedule-race'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const events = await sut.store.readStream(streams.contest(Number(answers[0]?.body.id)));
    expect(events).toHaveLength(1);
  });

  it('treats a new key as a new request', async () => {
    const first = await sut.send('POST', '/contests', contestBody(), keyed('schedule-a'));
    const second = await sut.send('POST', '/contests', contestBody(), keyed('schedule-b'));
    expect(second.body.id).not.toBe(first.body.id);
  });
});

describe('when two officials save the same revision at once', () => {
  it('keeps one and answers the other 409', async () => {
    const contest = await sut.send('POST', '/contests', contestBody());
    const path = `/contests/${String(contest.body.id)}/score`;
    const answers = await Promise.all([
      sut.send('PUT', path, { ...scores, expected_revision: 0 }),
      sut.send('PUT', path, { ...scores, A1: 40, expected_revision: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await sut.store.readStream(streams.contest(Number(contest.body.id)));
    expect(events).toHaveLength(2);
  });
});

describe('when the seeder uses the in-process API', () => {
  it('records a past result as of its contest time', async () => {
    const { commands } = sut.service;
    const contest = await commands.scheduleContest({
      ...contestBody(),
      time: '2026-09-05T17:00:00Z',
    });
    const at = { now: new Date('2026-09-05T18:50:00.000Z') };
    const recorded = await commands.recordScores(
      contest.id,
      { ...scores, expected_revision: contest.revision },
      at,
    );
    const finished = await commands.finishContest(
      contest.id,
      { expected_revision: recorded.revision },
      at,
    );
    expect(finished.revision).toBe(2);
    const events = await sut.store.readStream(streams.contest(contest.id));
    expect(events[0]?.data).toMatchObject({ time: '2026-09-05T17:00:00.000Z' });
    expect(events.at(-1)?.metadata).toMatchObject({
      actor: { kind: 'system', id: null },
      at: '2026-09-05T18:50:00.000Z',
    });
  });

  it('validates exactly as HTTP does', async () => {
    const attempt = sut.service.commands.createLeague({
      name: 'Preširoka liga',
      number_of_teams: 30,
      rounds: 2,
      start_date: '2026-10-01',
    });
    await expect(attempt).rejects.toThrow(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      message: messages.maxTeams,
      errors: { number_of_teams: [messages.maxTeams] },
    });
  });

  it('migrates again without harm, even twice at once', async () => {
    await Promise.all([sut.service.migrate(), sut.service.migrate()]);
    const league = await sut.service.commands.createLeague({
      name: 'Treća liga',
      number_of_teams: 2,
      rounds: 1,
      start_date: '2026-10-01',
    });
    expect(league.id).toBeGreaterThan(leagueId);
  });
});

describe('when an Idempotency-Key is reused with a different body', () => {
  it('answers 422 naming the key, stores nothing new, and still replays the first body', async () => {
    const contest = await sut.send('POST', '/contests', contestBody());
    const path = `/contests/${String(contest.body.id)}/score`;
    const body = { ...scores, expected_revision: 0 };
    const first = await sut.send('PUT', path, body, keyed('score-reused'));
    expect(first.status).toBe(200);
    const before = await sut.eventCount();

    const other = await sut.send('PUT', path, { ...body, A1: 99 }, keyed('score-reused'));
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors as object)).toEqual(['idempotency_key']);
    expect(await sut.eventCount()).toBe(before);

    // The same body in another key order is the same request: answered as the first time.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(await sut.send('PUT', path, reordered, keyed('score-reused'))).toEqual(first);
    expect(await sut.eventCount()).toBe(before);
  });

  it('lets exactly one of two different bodies sent at once under one key through', async () => {
    const contest = await sut.send('POST', '/contests', contestBody());
    const path = `/contests/${String(contest.body.id)}/score`;
    const answers = await Promise.all(
      [10, 11, 12, 13].map((points) =>
        sut.send('PUT', path, { ...scores, A1: points, expected_revision: 0 }, keyed('race-key')),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
    const events = await sut.store.readStream(streams.contest(Number(contest.body.id)));
    expect(events.map((event) => event.type)).toEqual(['ContestScheduled', 'ScoreRecorded']);
  });

  it('lets a request refused for its body be corrected and sent again under the same key', async () => {
    const contest = await sut.send('POST', '/contests', contestBody());
    const path = `/contests/${String(contest.body.id)}/score`;
    const wrong = await sut.send(
      'PUT',
      path,
      { ...scores, A1: 999, expected_revision: 0 },
      keyed('fix-me'),
    );
    expect(wrong.status).toBe(422);
    await vi.waitFor(async () => {
      const fixed = await sut.send(
        'PUT',
        path,
        { ...scores, expected_revision: 0 },
        keyed('fix-me'),
      );
      expect(fixed.status).toBe(200);
    });
  });
});

describe('when a score save carries a field the command does not know', () => {
  it('answers 422 naming the field and stores nothing', async () => {
    const contest = await sut.send('POST', '/contests', contestBody());
    const path = `/contests/${String(contest.body.id)}/score`;
    const before = await sut.eventCount();
    const answer = await sut.send('PUT', path, { ...scores, A_5: 3, expected_revision: 0 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ A_5: [{ key: 'unknownField' }] });
    expect(await sut.eventCount()).toBe(before);
  });
});
