import { streams, type CourtsideEvent, type EventStore } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { append, forfeitScores, scores } from './events';

export { append, forfeitScores, scores } from './events';

/** The contests of the realistic league, with what each one ends as. */
export const contests = {
  /** 101 beats 102 80–70 at home. */
  finished: 1001,
  /** 103 wins 20–0 by forfeit; 104 did not turn up. */
  forfeit: 1002,
  postponed: 1003,
  cancelled: 1004,
  /** 101 v 103, scores entered, not finished. */
  inProgress: 1005,
  /** 104 v 102, nothing entered. */
  scheduled: 1006,
  /** 102 v 104 finished 60–65, then corrected to 70–65. */
  corrected: 1007,
} as const;

function scheduled(contestId: number, time: string, first: number, second: number, round = 1) {
  return {
    type: 'ContestScheduled',
    data: {
      contestId,
      leagueId: 10,
      round,
      time,
      location: 'Hala Pinki',
      firstTeamId: first,
      secondTeamId: second,
    },
  } as const satisfies CourtsideEvent;
}

/**
 * A category, a league of five teams and seven contests covering every status, a forfeit
 * and a corrected result, plus a second league with two idle teams. Returns the last position.
 */
export async function seedLeague(store: EventStore): Promise<string> {
  await append(store, streams.category(1), {
    type: 'CategoryCreated',
    data: { categoryId: 1, name: 'Seniori', season: '2025/26', public: true, tabindex: 1 },
  });
  await append(
    store,
    streams.league(10),
    {
      type: 'LeagueCreated',
      data: exampleLeague({
        leagueId: 10,
        email: 'liga@example.com',
        sortIndex: 1,
        numberOfTeams: 5,
        startDate: '2026-03-01',
        categoryId: 1,
        city: 'Beograd',
      }),
    },
    ...[
      [101, 'Partizan'],
      [102, 'Zvezda'],
      [103, 'Mega'],
      [104, 'FMP'],
      [105, 'Borac'],
    ].map(([id, name]) => ({
      type: 'TeamRegistered' as const,
      data: {
        leagueId: 10,
        team: { id: Number(id), name: String(name), fullName: null, city: null },
      },
    })),
  );
  await append(
    store,
    streams.league(20),
    {
      type: 'LeagueCreated',
      data: exampleLeague({
        leagueId: 20,
        kind: 'tournament',
        name: 'Kup',
        sortIndex: 2,
        public: false,
        numberOfTeams: 2,
        rounds: 1,
        weeks: 4,
        startDate: '2026-04-01',
        recreational: true,
      }),
    },
    {
      type: 'TeamRegistered',
      data: {
        leagueId: 20,
        team: { id: 202, name: 'Vojvodina', fullName: 'KK Vojvodina', city: 'Novi Sad' },
      },
    },
    {
      type: 'TeamRegistered',
      data: { leagueId: 20, team: { id: 201, name: 'Dinamo', fullName: null, city: 'Pančevo' } },
    },
  );

  const c = contests;
  await append(
    store,
    streams.contest(c.finished),
    scheduled(c.finished, '2026-03-07T18:00:00Z', 101, 102),
  );
  await append(
    store,
    streams.contest(c.forfeit),
    scheduled(c.forfeit, '2026-03-07T20:00:00Z', 103, 104),
  );
  await append(
    store,
    streams.contest(c.postponed),
    scheduled(c.postponed, '2026-03-08T17:00:00Z', 102, 103),
  );
  await append(
    store,
    streams.contest(c.cancelled),
    scheduled(c.cancelled, '2026-03-08T19:00:00Z', 104, 101),
  );
  await append(
    store,
    streams.contest(c.inProgress),
    scheduled(c.inProgress, '2026-03-14T18:00:00Z', 101, 103, 2),
  );
  await append(
    store,
    streams.contest(c.scheduled),
    scheduled(c.scheduled, '2026-03-14T20:00:00Z', 104, 102, 2),
  );
  // 23:30 UTC is already the next day in Belgrade: results-by-date uses the UTC day.
  await append(
    store,
    streams.contest(c.corrected),
    scheduled(c.corrected, '2026-03-14T23:30:00Z', 102, 104, 2),
  );

  const final = scores([20, 20, 20, 20], [15, 20, 15, 20]);
  await append(store, streams.contest(c.finished), {
    type: 'ScoreRecorded',
    data: { contestId: c.finished, leagueId: 10, scores: scores([20, 20], [15, 20]) },
  });
  await append(store, streams.contest(c.finished), {
    type: 'ScoreRecorded',
    data: { contestId: c.finished, leagueId: 10, scores: final },
  });
  await append(store, streams.contest(c.finished), {
    type: 'ContestFinished',
    data: {
      contestId: c.finished,
      leagueId: 10,
      scores: final,
      winner: 'first_team',
      forfeit: false,
    },
  });

  await append(store, streams.contest(c.forfeit), {
    type: 'ContestFinished',
    data: {
      contestId: c.forfeit,
      leagueId: 10,
      scores: forfeitScores,
      winner: 'first_team',
      forfeit: true,
    },
  });
  await append(store, streams.contest(c.postponed), {
    type: 'ContestPostponed',
    data: { contestId: c.postponed, leagueId: 10, reason: 'Hala zauzeta' },
  });
  await append(store, streams.contest(c.cancelled), {
    type: 'ContestCancelled',
    data: { contestId: c.cancelled, leagueId: 10, reason: null },
  });
  await append(store, streams.contest(c.inProgress), {
    type: 'ScoreRecorded',
    data: { contestId: c.inProgress, leagueId: 10, scores: scores([18, 22], [20, 19]) },
  });
  // A type this version does not know (from a newer writer): skipped, not fatal.
  await append(store, streams.league(10), {
    type: 'LeagueSponsorAnnounced',
    data: { leagueId: 10, sponsor: 'X' },
  });

  const wrong = scores([15, 15, 15, 15], [15, 15, 15, 20]);
  const right = scores([15, 15, 20, 20], [15, 15, 15, 20]);
  await append(store, streams.contest(c.corrected), {
    type: 'ContestFinished',
    data: {
      contestId: c.corrected,
      leagueId: 10,
      scores: wrong,
      winner: 'second_team',
      forfeit: false,
    },
  });
  const last = await append(
    store,
    streams.contest(c.corrected),
    { type: 'ScoreRecorded', data: { contestId: c.corrected, leagueId: 10, scores: right } },
    {
      type: 'ContestFinished',
      data: {
        contestId: c.corrected,
        leagueId: 10,
        scores: right,
        winner: 'first_team',
        forfeit: false,
      },
    },
  );
  return last.position;
}
