import { describe, expect, it, vi } from 'vitest';
import { eventSchemas, toCourtsideEvent } from './catalogue';

const scores = { A1: 20, A2: 18, A3: null, A4: null, A_extra: null };
const stored = {
  contestId: 7,
  leagueId: 3,
  scores: { ...scores, B1: 15, B2: 22, B3: null, B4: null, B_extra: null },
};

describe('when a stored event is read', () => {
  it('runs no schema validation: events were validated when appended', () => {
    const validate = vi.spyOn(eventSchemas.ScoreRecorded, 'validateSync');
    const cast = vi.spyOn(eventSchemas.ScoreRecorded, 'cast');
    toCourtsideEvent('ScoreRecorded', stored);
    expect(validate).not.toHaveBeenCalled();
    expect(cast).not.toHaveBeenCalled();
  });

  it('keeps only the fields the catalogue knows, nested ones included', () => {
    const read = toCourtsideEvent('ScoreRecorded', {
      ...stored,
      dropped: true,
      scores: { ...stored.scores, note: 'x' },
    });
    expect(read).toEqual({ type: 'ScoreRecorded', data: stored });
  });

  it('skips a type the catalogue does not know', () => {
    expect(toCourtsideEvent('SomethingElse', {})).toBeNull();
  });
});
