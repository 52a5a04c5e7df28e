import { describe, expect, it } from 'vitest';
import { enqueue } from './offline-queue';
import type { ScoreSheet } from './score-sheet';

const sheet = (A1: string): ScoreSheet => ({
  A1,
  A2: '',
  A3: '',
  A4: '',
  A_extra: '',
  B1: '10',
  B2: '',
  B3: '',
  B4: '',
  B_extra: '',
});

describe('when an official saves while offline', () => {
  it('counts each different save and keeps the latest against the first revision', () => {
    const first = enqueue(null, 4, sheet('12'));
    const second = enqueue(first, 4, sheet('14'));
    expect(second).toEqual({ count: 2, revision: 4, sheet: sheet('14') });
  });

  it('does not count the same score saved twice', () => {
    const first = enqueue(null, 4, sheet('12'));
    expect(enqueue(first, 4, sheet('12'))).toBe(first);
  });
});
