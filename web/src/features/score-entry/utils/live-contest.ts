import type { PublicContest } from '@courtside/events';
import { sameSheet, sheetFromScores, type ScoreSheet } from './score-sheet';

/** The pushed contest if it is a later state of the shown one (its stream revision is higher). */
export function newerContest(shown: PublicContest, pushed: PublicContest): PublicContest {
  return pushed.id === shown.id && pushed.revision > shown.revision ? pushed : shown;
}

/**
 * What a newer saved state of the contest does to the open form:
 * - 'keep': it is not newer than the revision the form is based on;
 * - 'adopt': nothing unsaved would be lost (the official typed nothing since the last save, or
 *   typed exactly what was saved, e.g. their own save whose answer has not arrived yet), so the
 *   form shows it and later saves are based on it;
 * - 'offer': the official is typing something else. Their entry stays and stays based on the
 *   old revision, so saving it still meets the conflict panel; the screen only offers the saved
 *   score beside it.
 */
export function serverChange(
  base: { revision: number; sheet: ScoreSheet },
  latest: PublicContest,
  typed: ScoreSheet,
): 'keep' | 'adopt' | 'offer' {
  if (latest.revision <= base.revision) return 'keep';
  if (sameSheet(typed, base.sheet) || sameSheet(typed, sheetFromScores(latest))) return 'adopt';
  return 'offer';
}
