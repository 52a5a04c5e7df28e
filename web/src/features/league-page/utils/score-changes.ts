import type { PublicContest } from '@courtside/events';

/** What a contest's score announcement depends on: both totals and whether it is over. */
export type ScoreMarks = ReadonlyMap<number, string>;

export function scoreMarks(contests: readonly PublicContest[]): ScoreMarks {
  return new Map(
    contests.map((contest) => [
      contest.id,
      `${contest.first_team_total}:${contest.second_team_total}:${contest.status}`,
    ]),
  );
}

/**
 * The contests whose score or end changed since `before`, to announce to screen readers. The
 * first answer (before is null) is the page opening, not news; a contest that was not there
 * before is not news either (a refetch after a schedule change), nor one not under way.
 */
export function changedScores(
  before: ScoreMarks | null,
  contests: readonly PublicContest[],
): PublicContest[] {
  if (!before) return [];
  const now = scoreMarks(contests);
  return contests.filter(
    (contest) =>
      (contest.status === 'in_progress' || contest.status === 'finished') &&
      before.has(contest.id) &&
      before.get(contest.id) !== now.get(contest.id),
  );
}
