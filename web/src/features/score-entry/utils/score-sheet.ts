import { isValidPeriodScore, scoreFields, type ScoreField, type Scores } from '@courtside/events';

/** What the official typed, per field; '' where nothing was entered. */
export type ScoreSheet = Record<ScoreField, string>;

export const periods = ['1', '2', '3', '4', 'extra'] as const;
export type Period = (typeof periods)[number];

export function fieldOf(side: 'A' | 'B', period: Period): ScoreField {
  return period === 'extra' ? `${side}_extra` : `${side}${period}`;
}

export function sheetFromScores(scores: Scores): ScoreSheet {
  const sheet = {} as ScoreSheet;
  for (const field of scoreFields) {
    const value = scores[field];
    sheet[field] = value === null ? '' : String(value);
  }
  return sheet;
}

/**
 * One entered period: '' is "not played yet", otherwise digits that make a score the contest
 * rules allow (a whole number 0–250).
 */
export function parsePeriod(value: string): number | null | 'invalid' {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return 'invalid';
  const points = Number(trimmed);
  return isValidPeriodScore(points) ? points : 'invalid';
}

/** The payload for PUT /score; throws on a field the form should have rejected. */
export function sheetToScores(sheet: ScoreSheet): Scores {
  const scores = {} as Scores;
  for (const field of scoreFields) {
    const points = parsePeriod(sheet[field]);
    if (points === 'invalid') throw new Error(`Invalid score in ${field}`);
    scores[field] = points;
  }
  return scores;
}

/** Running totals as the official types; fields not yet valid count as nothing. */
export function sheetTotals(sheet: ScoreSheet): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const field of scoreFields) {
    const points = parsePeriod(sheet[field]);
    if (typeof points !== 'number') continue;
    if (field.startsWith('A')) home += points;
    else away += points;
  }
  return { home, away };
}

export function sameSheet(a: ScoreSheet, b: ScoreSheet): boolean {
  return scoreFields.every(
    (field) => (parsePeriod(a[field]) ?? '') === (parsePeriod(b[field]) ?? ''),
  );
}
