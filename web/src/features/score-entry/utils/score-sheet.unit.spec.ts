import { describe, expect, it } from 'vitest';
import {
  parsePeriod,
  sameSheet,
  sheetFromScores,
  sheetToScores,
  sheetTotals,
  type ScoreSheet,
} from './score-sheet';
import { readDraft, writeDraft } from './score-drafts';
import { conflictContest, WriteAttempts } from './write-attempt';

const empty: ScoreSheet = {
  A1: '',
  A2: '',
  A3: '',
  A4: '',
  A_extra: '',
  B1: '',
  B2: '',
  B3: '',
  B4: '',
  B_extra: '',
};

describe('when the official types period scores', () => {
  it('adds up running totals per team, extra time included', () => {
    const sheet = { ...empty, A1: '20', A2: '18', A_extra: '7', B1: '15', B2: '21', B_extra: '5' };
    expect(sheetTotals(sheet)).toEqual({ home: 45, away: 41 });
  });

  it('ignores fields that are not yet a valid score', () => {
    expect(sheetTotals({ ...empty, A1: '12', A2: 'x', B1: '300' })).toEqual({ home: 12, away: 0 });
  });

  it('accepts blanks and whole numbers 0–250 only', () => {
    expect(parsePeriod('')).toBeNull();
    expect(parsePeriod(' 0 ')).toBe(0);
    expect(parsePeriod('250')).toBe(250);
    expect(parsePeriod('251')).toBe('invalid');
    expect(parsePeriod('-1')).toBe('invalid');
    expect(parsePeriod('1.5')).toBe('invalid');
  });

  it('sends blanks as null and numbers as numbers', () => {
    const scores = sheetToScores({ ...empty, A1: '20', B1: '0' });
    expect(scores.A1).toBe(20);
    expect(scores.B1).toBe(0);
    expect(scores.A2).toBeNull();
  });

  it('round-trips a saved score and sees "07" as the same as "7"', () => {
    const sheet = { ...empty, A1: '7', B4: '12' };
    expect(sheetFromScores(sheetToScores(sheet))).toEqual(sheet);
    expect(sameSheet(sheet, { ...sheet, A1: '07' })).toBe(true);
    expect(sameSheet(sheet, { ...sheet, A1: '8' })).toBe(false);
  });
});

describe('when a save is retried', () => {
  it('reuses the Idempotency-Key for the very same attempt', () => {
    const attempts = new WriteAttempts();
    const first = attempts.keyFor({ revision: 3, A1: 20 });
    expect(attempts.keyFor({ revision: 3, A1: 20 })).toBe(first);
  });

  it('uses a new key once the values or the revision change, or the attempt got an answer', () => {
    const attempts = new WriteAttempts();
    const first = attempts.keyFor({ revision: 3, A1: 20 });
    const changed = attempts.keyFor({ revision: 3, A1: 21 });
    expect(changed).not.toBe(first);
    attempts.settle();
    expect(attempts.keyFor({ revision: 3, A1: 21 })).not.toBe(changed);
  });
});

describe('when a 409 answer arrives', () => {
  it("finds the other official's contest only if it looks like one", () => {
    expect(conflictContest({ message: 'x', contest: { id: 4, revision: 6 } })?.revision).toBe(6);
    expect(conflictContest({ message: 'x' })).toBeNull();
    expect(conflictContest('nope')).toBeNull();
  });
});

describe('when an entry was typed but not saved', () => {
  class MemoryStorage implements Storage {
    private items = new Map<string, string>();
    get length() {
      return this.items.size;
    }
    clear() {
      this.items.clear();
    }
    getItem(key: string) {
      return this.items.get(key) ?? null;
    }
    key(index: number) {
      return [...this.items.keys()][index] ?? null;
    }
    removeItem(key: string) {
      this.items.delete(key);
    }
    setItem(key: string, value: string) {
      this.items.set(key, value);
    }
  }

  it('restores the draft on the revision it was typed against', () => {
    const storage = new MemoryStorage();
    const sheet = { ...empty, A3: '25' };
    writeDraft(storage, 21, { revision: 4, sheet });
    expect(readDraft(storage, 21, 4)).toEqual(sheet);
  });

  it('drops the draft once the contest moved to another revision', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 21, { revision: 4, sheet: { ...empty, A3: '25' } });
    expect(readDraft(storage, 21, 5)).toBeNull();
    expect(readDraft(storage, 21, 4)).toBeNull();
  });
});
