/**
 * The contest's rules, written once: the web form, the gateway, the contest decider and the
 * projections all import them from here, so they cannot disagree.
 */

/**
 * The scored periods of a contest in entry order: four quarters and extra time, for the first
 * (home, A) and the second (away, B) team.
 */
export const periods = ['1', '2', '3', '4', 'extra'] as const;
export type Period = (typeof periods)[number];

/** The ten score fields of a contest: A is the first (home) team, B the second (away). */
export const scoreFields = [
  'A1',
  'A2',
  'A3',
  'A4',
  'A_extra',
  'B1',
  'B2',
  'B3',
  'B4',
  'B_extra',
] as const;
export type ScoreField = (typeof scoreFields)[number];
/** Points per period; null where nothing was entered yet. */
export type Scores = Record<ScoreField, number | null>;

/** Points one period may hold: whole numbers 0–250 (a real contest's period never nears it). */
export const scoreLimits = { min: 0, max: 250 } as const;

/** True when a period's entry is allowed: empty (null) or a whole number within the limits. */
export function isValidPeriodScore(value: number | null): boolean {
  return (
    value === null ||
    (Number.isInteger(value) && value >= scoreLimits.min && value <= scoreLimits.max)
  );
}

/** Scores with nothing entered yet. */
export function emptyScores(): Scores {
  return {
    A1: null,
    A2: null,
    A3: null,
    A4: null,
    A_extra: null,
    B1: null,
    B2: null,
    B3: null,
    B4: null,
    B_extra: null,
  };
}

/** True when at least one period has an entry: the contest is under way. */
export function hasAnyScore(scores: Scores): boolean {
  return scoreFields.some((field) => scores[field] !== null);
}

/** True when both hold the same entry in every period. */
export function sameScores(a: Scores, b: Scores): boolean {
  return scoreFields.every((field) => a[field] === b[field]);
}

/** Each side's periods and extra time (a projection totals every stored score). */
const sideFields = {
  A: scoreFields.filter((field) => field.startsWith('A')),
  B: scoreFields.filter((field) => field.startsWith('B')),
};

/** Sum of one side's periods and extra time. */
export function total(scores: Scores, side: 'A' | 'B'): number {
  let sum = 0;
  for (const field of sideFields[side]) sum += scores[field] ?? 0;
  return sum;
}

/** How long after the start officials may enter or correct scores (spec: five hours). */
export const scoreWindowMs = 5 * 60 * 60 * 1000;

/** True when `now` is inside the score window of a contest starting at `start` (both ISO-8601). */
export function insideScoreWindow(start: string, now: string): boolean {
  const from = Date.parse(start);
  const at = Date.parse(now);
  return at >= from && at <= from + scoreWindowMs;
}

/** The side that won: the first (home) or the second (away) team. */
export type Winner = 'first_team' | 'second_team';

/** The result a forfeit is recorded as: 20–0 for the team that turned up. */
export const forfeitScore = { winner: 20, loser: 0 } as const;

/** The winner on totals (extra time included); null on a tie. */
export function winnerOf(scores: Scores): Winner | null {
  return pointsWinner(resultTotals({ scores }));
}

/** True when the totals are a forfeit result, 20–0 either way round. */
export function isForfeit(scores: Scores): boolean {
  return pointsForfeit(resultTotals({ scores }));
}

/** The winner on totals and whether it was a forfeit; null on a tie (no result can be final). */
export function outcome(scores: Scores): { winner: Winner; forfeit: boolean } | null {
  return outcomeOfPoints(resultTotals({ scores }));
}

/**
 * A match's final points when its periods are not known: a data provider's result carries the
 * totals only. Each side 0–999.
 */
export interface FinalPoints {
  first: number;
  second: number;
}
export const finalPointsLimits = { min: 0, max: 999 } as const;

/** The teams' totals of a result: its final points when it has them, else its periods' sums. */
export function resultTotals(result: { scores: Scores; final?: FinalPoints | null }): FinalPoints {
  if (result.final) return { ...result.final };
  return { first: total(result.scores, 'A'), second: total(result.scores, 'B') };
}

function pointsWinner({ first, second }: FinalPoints): Winner | null {
  if (first === second) return null;
  return first > second ? 'first_team' : 'second_team';
}

function pointsForfeit({ first, second }: FinalPoints): boolean {
  const low = Math.min(first, second);
  const high = Math.max(first, second);
  return low === forfeitScore.loser && high === forfeitScore.winner;
}

/** The winner and whether it was a forfeit, from final points; null on a tie. */
export function outcomeOfPoints(points: FinalPoints): { winner: Winner; forfeit: boolean } | null {
  const winner = pointsWinner(points);
  return winner ? { winner, forfeit: pointsForfeit(points) } : null;
}

/**
 * A contest's crew names each person once, in one role. Given the crew's account ids in the
 * order they were chosen (null for an empty place), answers the places that repeat someone
 * named earlier, so the decider and a form can both point at the later choice.
 */
export function repeatedCrewPlaces(accountIds: readonly (number | null)[]): number[] {
  const seen = new Set<number>();
  const repeats: number[] = [];
  accountIds.forEach((id, place) => {
    if (id === null) return;
    if (seen.has(id)) repeats.push(place);
    seen.add(id);
  });
  return repeats;
}
