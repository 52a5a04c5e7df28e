import { compareCheckpoints, streams } from '@courtside/events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIdAllocator } from '../core/ids';
import { createClubClaims } from '../club/club-claims';
import { createLeagueResults } from '../league/league-results';
import { createLeagueSeasons } from '../league/league-seasons-lookup';
import { seasonStreams } from '../league/season';
import { createJmbgClaims } from '../licence/jmbg-claims';
import { createRecordingClaims } from '../recording/recording-claims';
import { createVideoClaims } from '../video/video-claims';
import { startServiceUnderTest, type ServiceUnderTest } from '../testing/service-under-test';
import { startBracketAdvancer } from './bracket-advancer';

let sut: ServiceUnderTest;

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-09-01T10:00:00.000Z'));
});

afterAll(async () => {
  await sut.close();
});

/** Polls until the condition holds: the reactor works after the command has answered. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  // Waits for the state, not for a time: the bound only ends a run that would never get there.
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error('still waiting for the reactor');
    },
    { timeout: 30_000, interval: 25 },
  );
}

async function contestsOf(leagueId: number): Promise<number[]> {
  const { events } = await sut.store.readAll({ limit: 10_000 });
  return events
    .filter((e) => e.type === 'ContestScheduled')
    .filter((e) => (e.data as { leagueId: number }).leagueId === leagueId)
    .map((e) => (e.data as { contestId: number }).contestId);
}

async function lastPosition(): Promise<string> {
  const { checkpoint } = await sut.store.readAll({ limit: 10_000 });
  return checkpoint ?? '0:0';
}

describe('when the bracket advancer replays the log after losing its checkpoint', () => {
  it('moves nothing on twice', async () => {
    const { commands } = sut.service;
    const league = await commands.createLeague({
      kind: 'play-off',
      name: 'Replay kup',
      number_of_teams: 4,
      rounds: 1,
      start_date: '2026-10-05',
    });
    for (const name of ['K1', 'K2', 'K3', 'K4']) await commands.registerTeam(league.id, { name });
    await commands.drawBracket(league.id, { best_of: 1 });
    const semis = await contestsOf(league.id);
    expect(semis).toHaveLength(2);
    sut.clock.now = new Date('2026-10-05T17:00:00.000Z');
    for (const contestId of semis) {
      await commands.recordScores(contestId, { A1: 80, B1: 70, expected_revision: 0 });
      await commands.finishContest(contestId, { expected_revision: 1 });
    }
    await until(async () => (await contestsOf(league.id)).length === 3);
    const before = await sut.eventCount();

    // A second advancer from an empty checkpoint: as after a crash that lost the table.
    await sut.pool.query('DELETE FROM command_reactor_checkpoints');
    const target = await lastPosition();
    const replaying = startBracketAdvancer({
      store: sut.store,
      pool: sut.pool,
      deps: {
        store: sut.store,
        ids: createIdAllocator(sut.pool),
        clock: () => sut.clock.now,
        jmbgClaims: createJmbgClaims(sut.pool),
        clubClaims: createClubClaims(sut.pool),
        recordingClaims: createRecordingClaims(sut.pool),
        videoClaims: createVideoClaims(sut.pool),
        leagueResults: createLeagueResults(sut.pool),
        leagueSeasons: createLeagueSeasons(sut.pool, seasonStreams(sut.store)),
      },
      logger: pino({ level: 'silent' }),
    });
    try {
      await until(async () => {
        const { rows } = await sut.pool.query<{ checkpoint: string }>(
          'SELECT checkpoint FROM command_reactor_checkpoints',
        );
        const saved = rows[0]?.checkpoint;
        return saved !== undefined && compareCheckpoints(saved, target) >= 0;
      });
    } finally {
      await replaying.close();
    }

    expect(await sut.eventCount()).toBe(before);
    const decided = (await sut.store.readStream(streams.league(league.id))).filter(
      (e) => e.type === 'SeriesDecided',
    );
    expect(decided).toHaveLength(2);
  });
});

describe('when many runs advance the same bracket at once', () => {
  it('each finishes without a conflict and the bracket moves on once', async () => {
    const { commands } = sut.service;
    const league = await commands.createLeague({
      kind: 'play-off',
      name: 'Istovremeni kup',
      number_of_teams: 16,
      rounds: 1,
      start_date: '2026-10-12',
    });
    for (let team = 1; team <= 16; team++) {
      await commands.registerTeam(league.id, { name: `S${team}` });
    }
    await commands.drawBracket(league.id, { best_of: 1 });
    const quarters = await contestsOf(league.id);
    expect(quarters).toHaveLength(8);
    sut.clock.now = new Date('2026-10-12T19:00:00.000Z');

    // The reactor runs as well. Runs started while the games finish race it and each other (as
    // the demo seed and a second command-service process do): none may give up while others
    // move the bracket on.
    const advancing: Promise<unknown>[] = [];
    for (const contestId of quarters) {
      await commands.recordScores(contestId, { A1: 80, B1: 70, expected_revision: 0 });
      await commands.finishContest(contestId, { expected_revision: 1 });
      for (let run = 0; run < 3; run++) advancing.push(commands.advanceBracket(league.id, {}));
    }
    const runs = await Promise.allSettled(advancing);
    expect(runs.filter((run) => run.status === 'rejected')).toEqual([]);

    await until(async () => (await contestsOf(league.id)).length === 12);
    const recorded = await sut.store.readStream(streams.league(league.id));
    expect(recorded.filter((e) => e.type === 'SeriesDecided')).toHaveLength(8);
    expect(new Set(await contestsOf(league.id)).size).toBe(12);
  });
});
