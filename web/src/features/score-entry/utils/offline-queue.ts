import { sameSheet, type ScoreSheet } from './score-sheet';

/**
 * Saves made while offline: how many changes wait, the revision they were typed against and the
 * latest sheet. Each save is the whole score, so only the latest is sent once back online; the
 * count tells the official how much is waiting.
 */
export interface OfflineQueue {
  count: number;
  revision: number;
  sheet: ScoreSheet;
}

/** One more save while offline; saving the very same score again is not a new change. */
export function enqueue(
  queue: OfflineQueue | null,
  revision: number,
  sheet: ScoreSheet,
): OfflineQueue {
  if (!queue) return { count: 1, revision, sheet };
  if (sameSheet(queue.sheet, sheet)) return queue;
  return { count: queue.count + 1, revision: queue.revision, sheet };
}
