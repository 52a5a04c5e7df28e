import { compareCheckpoints, streams, type EventStore } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { append, forfeitScores, scores } from './events';
import { LogCapture, snapshot, useProjectionRun } from './harness';

// A log of several leagues played over rounds on two days each: the rebuild replays it in large
// batches and computes each league's tables once at the end, the live runner did so batch by
// batch; every read model must come out the same row for row.

const leagues = [31, 32, 33];
const teamsOf = (leagueId: number) => [1, 2, 3, 4].map((n) => leagueId * 10 + n);
/** Each round's pairs of a league of four (a single round robin, played twice). */
const pairs = [
  [
    [0, 3],
    [1, 2],
  ],
  [
    [0, 2],
    [3, 1],
  ],
  [
    [0, 1],
    [2, 3],
  ],
] as const;

async function seedLeagues(store: EventStore): Promise<string> {
  await append(store, streams.category(3), {
    type: 'CategoryCreated',
    data: { categoryId: 3, name: 'Juniori', season: '2025/26', public: true, tabindex: 1 },
  });
  let contestId = 3000;
  let last = '';
  for (const leagueId of leagues) {
    await append(
      store,
      streams.league(leagueId),
      {
        type: 'LeagueCreated',
        data: exampleLeague({
          leagueId,
          name: `Liga ${leagueId}`,
          sortIndex: leagueId,
          numberOfTeams: 4,
          rounds: 2,
          startDate: '2026-03-01',
          categoryId: 3,
        }),
      },
      ...teamsOf(leagueId).map((id) => ({
        type: 'TeamRegistered' as const,
        data: { leagueId, team: { id, name: `Tim ${id}`, fullName: null, city: null } },
      })),
    );
  }
  for (let round = 1; round <= 6; round += 1) {
    const cycle = pairs[(round - 1) % 3] ?? pairs[0];
    for (const leagueId of leagues) {
      const teams = teamsOf(leagueId);
      for (const [index, [home, away]] of cycle.entries()) {
        contestId += 1;
        // The round's second contest is played the next day: days and rounds differ.
        const time = new Date(Date.UTC(2026, 2, 1 + round * 7 + index, 18)).toISOString();
        const first = teams[round > 3 ? away : home] ?? 0;
        const second = teams[round > 3 ? home : away] ?? 0;
        const stream = streams.contest(contestId);
        last = (
          await append(store, stream, {
            type: 'ContestScheduled',
            data: {
              contestId,
              leagueId,
              round,
              time,
              location: 'Hala',
              firstTeamId: first,
              secondTeamId: second,
            },
          })
        ).position;
        if (round === 6 && leagueId === 33) continue; // not played yet
        if (round === 5 && index === 0 && leagueId === 32) {
          const data = { contestId, leagueId, scores: forfeitScores };
          last = (
            await append(store, stream, {
              type: 'ContestFinished',
              data: { ...data, winner: 'first_team', forfeit: true },
            })
          ).position;
          continue;
        }
        const a = [20, 20 + (contestId % 7), 15, 18 + (leagueId % 5)];
        const b = [18, 21, 16 + (contestId % 5), 17];
        await append(store, stream, {
          type: 'ScoreRecorded',
          data: { contestId, leagueId, scores: scores(a.slice(0, 2), b.slice(0, 2)) },
        });
        const final = scores(a, b);
        const totalA = a.reduce((sum, n) => sum + n, 0);
        const totalB = b.reduce((sum, n) => sum + n, 0);
        const winner = totalA > totalB ? 'first_team' : 'second_team';
        if (totalA === totalB) continue; // left in play
        last = (
          await append(
            store,
            stream,
            { type: 'ScoreRecorded', data: { contestId, leagueId, scores: final } },
            {
              type: 'ContestFinished',
              data: { contestId, leagueId, scores: final, winner, forfeit: false },
            },
          )
        ).position;
      }
    }
  }
  // A finished result corrected after later rounds were played.
  const corrected = scores([10, 10, 10, 10], [30, 30, 30, 30]);
  const correction = await append(
    store,
    streams.contest(3001),
    { type: 'ScoreRecorded', data: { contestId: 3001, leagueId: 31, scores: corrected } },
    {
      type: 'ContestFinished',
      data: {
        contestId: 3001,
        leagueId: 31,
        scores: corrected,
        winner: 'second_team',
        forfeit: false,
      },
    },
  );
  // Checkpoints compare as numbers ("999:5" comes before "1000:7"), never as strings.
  return compareCheckpoints(last, correction.position) > 0 ? last : correction.position;
}

const run = useProjectionRun({ batchSize: 3, seed: seedLeagues });

describe('when a log of several leagues, rounds and days is rebuilt in bulk', () => {
  let built: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    built = await snapshot(run.harness.knex);
  });

  it('has live tables for every league, round and day to compare with', () => {
    expect(new Set(built['standings']?.map((row) => row['league_id']))).toEqual(new Set(leagues));
    // 3 leagues × 4 teams × rounds 0 to 6.
    expect(built['standings_rounds']).toHaveLength(3 * 7 * 4);
    // Two days a round with results: 36 less league 33's unplayed round (2) and the four
    // contests left in play on a tied score (each alone on its day).
    expect(built['standings_days']).toHaveLength((36 - 2 - 4) * 4);
  });

  it('yields every read model exactly as the live runner built it', async () => {
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
    });
    expect(await snapshot(run.harness.knex)).toEqual(built);
  });

  it('yields the same when the replay is cut into many small batches', async () => {
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
      batchSize: 5,
    });
    expect(await snapshot(run.harness.knex)).toEqual(built);
  });
});

describe('when one lane of the replay fails on a page', () => {
  it('stops the rebuild with that failure, leaves the live tables as they were and can run again', async () => {
    const before = await snapshot(run.harness.knex);
    const store = run.harness.store;
    let pages = 0;
    // The third page carries a result without scores: the contests projection cannot apply it,
    // while the audit log's lane, on its own connection, can.
    const broken: EventStore = {
      ...store,
      readAll: async (options) => {
        const page = await store.readAll(options);
        pages += 1;
        if (pages !== 3) return page;
        const events = page.events.map((event) => {
          if (event.type !== 'ContestFinished') return event;
          const { contestId, leagueId } = event.data as { contestId: number; leagueId: number };
          return { ...event, data: { contestId, leagueId } };
        });
        return { ...page, events };
      },
    };
    expect(pages).toBe(0);
    await expect(
      rebuildReadModels({
        knex: run.harness.knex,
        store: broken,
        logger: new LogCapture().logger,
        batchSize: 10,
      }),
    ).rejects.toThrow(TypeError);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(await snapshot(run.harness.knex)).toEqual(before);

    await rebuildReadModels({ knex: run.harness.knex, store, logger: new LogCapture().logger });
    expect(await snapshot(run.harness.knex)).toEqual(before);
  });
});
