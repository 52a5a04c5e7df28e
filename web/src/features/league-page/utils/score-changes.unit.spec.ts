import type { PublicContest } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { changedScores, scoreMarks } from './score-changes';

const contest = (id: number, first: number, second: number, status = 'in_progress') =>
  ({
    id,
    first_team_total: first,
    second_team_total: second,
    status,
  }) as PublicContest;

describe('when a league page learns new scores', () => {
  it('announces nothing for the page opening', () => {
    expect(changedScores(null, [contest(1, 10, 8)])).toEqual([]);
  });

  it('announces a contest whose score or end changed, and only that one', () => {
    const before = scoreMarks([contest(1, 10, 8), contest(2, 4, 4)]);
    expect(changedScores(before, [contest(1, 12, 8), contest(2, 4, 4)]).map((c) => c.id)).toEqual([
      1,
    ]);
    expect(
      changedScores(before, [contest(1, 10, 8, 'finished'), contest(2, 4, 4)]).map((c) => c.id),
    ).toEqual([1]);
  });

  it('stays quiet about contests not under way or new to the page', () => {
    const before = scoreMarks([contest(1, 0, 0, 'scheduled')]);
    expect(changedScores(before, [contest(1, 0, 0, 'postponed'), contest(3, 2, 0)])).toEqual([]);
  });
});
