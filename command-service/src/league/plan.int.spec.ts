import { streams } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../testing/service-under-test';

let sut: ServiceUnderTest;

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-09-01T10:00:00.000Z'));
});

afterAll(async () => {
  await sut.close();
});

async function leagueWithTeams(kind: string, names: string[]) {
  const { commands } = sut.service;
  const league = await commands.createLeague({
    kind: kind as 'league',
    name: `${kind} ${names.join(' ')}`,
    number_of_teams: names.length,
    rounds: 2,
    start_date: '2026-10-05',
  });
  const teams: number[] = [];
  for (const name of names) teams.push((await commands.registerTeam(league.id, { name })).id);
  return { leagueId: league.id, teams };
}

async function scheduledContests(leagueId: number) {
  const recorded = await sut.store.readAll({ limit: 10_000 });
  return recorded.events
    .filter((e) => e.type === 'ContestScheduled')
    .map(
      (e) =>
        e.data as {
          contestId: number;
          leagueId: number;
          firstTeamId: number;
          secondTeamId: number;
          round: number;
          time: string;
          location: string | null;
        },
    )
    .filter((d) => d.leagueId === leagueId);
}

describe('when an admin generates a round-robin schedule', () => {
  it('schedules 12 contests for 4 teams in a double round, each on its own stream', async () => {
    const { leagueId, teams } = await leagueWithTeams('league', ['A1', 'B1', 'C1', 'D1']);
    const [home] = teams;
    const answer = await sut.send('POST', `/leagues/${leagueId}/schedule`, {
      arenas: { [String(home)]: 'Spens' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.contests).toBe(12);
    const contests = await scheduledContests(leagueId);
    expect(contests).toHaveLength(12);
    expect(
      contests.filter((c) => c.firstTeamId === home).every((c) => c.location === 'Spens'),
    ).toBe(true);
  });

  it('answers 422 to a second generation and stores nothing', async () => {
    const { leagueId } = await leagueWithTeams('league', ['A2', 'B2', 'C2']);
    expect((await sut.send('POST', `/leagues/${leagueId}/schedule`, {})).status).toBe(201);
    const before = await sut.eventCount();
    const again = await sut.send('POST', `/leagues/${leagueId}/schedule`, {});
    expect(again).toEqual({
      status: 422,
      body: {
        message: { key: 'scheduleExists' },
        errors: { schedule: [{ key: 'scheduleExists' }] },
      },
    });
    expect(await sut.eventCount()).toBe(before);
  });

  // Found by the fuzz: 138 million groups were split into groups before the count was checked,
  // which took the process's heap from 160 MB to 1.6 GB and then answered 500.
  it('answers 422 to an absurd number of groups at once, and stores nothing', async () => {
    const { leagueId } = await leagueWithTeams('league', ['A3', 'B3', 'C3', 'D3']);
    const before = await sut.eventCount();
    const answer = await sut.send('POST', `/leagues/${leagueId}/schedule`, { groups: 138972583 });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: { key: 'invalid' },
        errors: { groups: [{ key: 'validNumber' }] },
      },
    });
    expect(await sut.eventCount()).toBe(before);
  });
});

/** Polls the streams until the condition holds (a reactor works after the answer). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  // Waits for the state, not for a time: the bound only ends a run that would never get there.
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error('still waiting for the bracket to move on');
    },
    { timeout: 30_000, interval: 25 },
  );
}

async function seriesDecided(leagueId: number): Promise<number> {
  const league = await sut.store.readStream(streams.league(leagueId));
  return league.filter((e) => e.type === 'SeriesDecided').length;
}

describe('when the decisive contest of a play-off series is finished', () => {
  it('schedules the final with the series winner, once', async () => {
    const { leagueId, teams } = await leagueWithTeams('play-off', ['P1', 'P2', 'P3', 'P4']);
    const [seed1, seed2, seed3, seed4] = teams as [number, number, number, number];
    const drawn = await sut.send('POST', `/leagues/${leagueId}/bracket`, { best_of: 1 });
    expect(drawn.status).toBe(201);
    const semis = await scheduledContests(leagueId);
    expect(semis.map((c) => [c.firstTeamId, c.secondTeamId])).toEqual([
      [seed1, seed4],
      [seed2, seed3],
    ]);

    sut.clock.now = new Date('2026-10-05T17:00:00.000Z');
    const play = async (contestId: number, homeWins: boolean) => {
      const body = homeWins
        ? { A1: 80, B1: 70, expected_revision: 0 }
        : { A1: 60, B1: 75, expected_revision: 0 };
      expect((await sut.send('PUT', `/contests/${contestId}/score`, body)).status).toBe(200);
      return sut.send('POST', `/contests/${contestId}/finish`, { expected_revision: 1 });
    };
    const [semi1, semi2] = semis as [(typeof semis)[0], (typeof semis)[0]];
    expect((await play(semi1.contestId, false)).status).toBe(200);
    // The bracket moves on after the answer, in its reactor: wait until it counted the contest.
    await until(async () => (await seriesDecided(leagueId)) === 1);
    // One semi-final decided: the final still waits for its second team.
    expect(await scheduledContests(leagueId)).toHaveLength(2);

    expect((await play(semi2.contestId, true)).status).toBe(200);
    await until(async () => (await scheduledContests(leagueId)).length === 3);
    const all = await scheduledContests(leagueId);
    expect(all).toHaveLength(3);
    const final = all[2];
    expect(final).toMatchObject({ round: 2, firstTeamId: seed4, secondTeamId: seed2 });

    // Running the process manager again changes nothing.
    const before = await sut.eventCount();
    expect((await sut.send('POST', `/leagues/${leagueId}/bracket/advance`, {})).status).toBe(200);
    expect(await sut.eventCount()).toBe(before);
    const league = await sut.store.readStream(streams.league(leagueId));
    expect(league.filter((e) => e.type === 'SeriesDecided')).toHaveLength(2);
  });
});

describe('when an admin re-plans a contest', () => {
  it('moves it and a postponed contest is on again', async () => {
    const { leagueId } = await leagueWithTeams('league', ['R1', 'R2']);
    await sut.send('POST', `/leagues/${leagueId}/schedule`, {});
    const [contest] = await scheduledContests(leagueId);
    const id = contest?.contestId ?? 0;
    const postponed = await sut.send('POST', `/contests/${id}/postpone`, { expected_revision: 0 });
    expect(postponed.status).toBe(200);
    const moved = await sut.send('POST', `/contests/${id}/reschedule`, {
      time: '2026-11-01T17:00:00Z',
      location: 'Hala 2',
      expected_revision: 1,
    });
    expect(moved.status).toBe(200);
    const stream = await sut.store.readStream(streams.contest(id));
    expect(stream.map((e) => e.type)).toEqual([
      'ContestScheduled',
      'ContestPostponed',
      'ContestRescheduled',
    ]);
  });

  it('answers 422 to a bad time and stores nothing', async () => {
    const before = await sut.eventCount();
    const answer = await sut.send('POST', '/contests/1/reschedule', {
      time: 'tomorrow',
      expected_revision: 0,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ time: [{ key: 'invalid' }] });
    expect(await sut.eventCount()).toBe(before);
  });
});
