import { describe, expect, it } from 'vitest';
import { repeatedCrewPlaces } from './rules';

describe('when a crew names each person once', () => {
  it('finds no repeated place, whatever places are empty', () => {
    expect(repeatedCrewPlaces([7, 8, 9, null])).toEqual([]);
    expect(repeatedCrewPlaces([null, null, 3])).toEqual([]);
  });
});

describe('when a crew names someone twice', () => {
  it('points at the later choice, so the form marks the role picked last', () => {
    // Delegate 7, referees 8 and 7, statistician 8.
    expect(repeatedCrewPlaces([7, 8, 7, 8])).toEqual([2, 3]);
  });
});
