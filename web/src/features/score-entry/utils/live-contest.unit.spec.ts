import type { PublicContest } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { newerContest, serverChange } from './live-contest';
import { sheetFromScores } from './score-sheet';

const saved: PublicContest = {
  id: 7,
  league_id: 1,
  league_name: 'League 1',
  round: 1,
  time: '2026-05-02T18:00:00.000Z',
  location: null,
  status: 'in_progress',
  first_team: { id: 1, name: 'Vojvodina', is_absent: false },
  second_team: { id: 2, name: 'Partizan', is_absent: false },
  A1: 20,
  A2: null,
  A3: null,
  A4: null,
  A_extra: null,
  B1: 18,
  B2: null,
  B3: null,
  B4: null,
  B_extra: null,
  first_team_total: 20,
  second_team_total: 18,
  winner: null,
  forfeit: false,
  revision: 2,
};
const base = { revision: 2, sheet: sheetFromScores(saved) };
const theirs: PublicContest = { ...saved, A2: 15, B2: 11, revision: 3 };

describe('when a contest push arrives', () => {
  it('replaces the shown contest only with a later revision of the same contest', () => {
    expect(newerContest(saved, theirs)).toBe(theirs);
    expect(newerContest(theirs, saved)).toBe(theirs);
    expect(newerContest(saved, { ...theirs, id: 8 })).toBe(saved);
  });
});

describe('when the saved contest moves on while the score form is open', () => {
  it('keeps the form when the saved state is not newer than its base', () => {
    expect(serverChange(base, saved, { ...base.sheet, A3: '9' })).toBe('keep');
  });

  it('shows the saved score when the official has typed nothing unsaved', () => {
    expect(serverChange(base, theirs, base.sheet)).toBe('adopt');
  });

  it('takes it silently when it is exactly what the official typed', () => {
    expect(serverChange(base, theirs, { ...base.sheet, A2: '15', B2: '11' })).toBe('adopt');
  });

  it('keeps a different unsaved entry and only offers the saved score', () => {
    expect(serverChange(base, theirs, { ...base.sheet, A2: '16' })).toBe('offer');
  });
});
