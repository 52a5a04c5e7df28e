import { describe, expect, it } from 'vitest';
import { emptyScores } from '../contest/rules';
import { periodMarkers, type ScoreEntry } from './markers';

const matchStart = new Date('2026-11-20T18:00:00Z');
const minutes = (n: number) => new Date(matchStart.getTime() + n * 60_000);
/** The score sheet after `periods` quarters (and overtime when `ot`). */
function sheet(periods: number, ot = false): Record<string, number | null> {
  const scores: Record<string, number | null> = { ...emptyScores() };
  for (let p = 1; p <= periods; p += 1) Object.assign(scores, { [`A${p}`]: 20, [`B${p}`]: 18 });
  if (ot) Object.assign(scores, { A_extra: 9, B_extra: 7 });
  return scores;
}
const fullMatch: ScoreEntry[] = [
  { at: minutes(15), scores: sheet(1) },
  { at: minutes(32), scores: sheet(2) },
  // A correction of the first quarter later on does not move its marker.
  { at: minutes(40), scores: { ...sheet(2), A1: 21 } },
  { at: minutes(55), scores: sheet(3) },
  { at: minutes(72), scores: sheet(4) },
];

describe('when the video starts with the match', () => {
  it('marks each quarter where the previous quarter was first scored', () => {
    const markers = periodMarkers({
      entries: fullMatch,
      matchStart,
      recordingStart: null,
      durationSeconds: 5400,
    });
    expect(markers).toEqual([
      { period: 'Q1', seconds: 0 },
      { period: 'Q2', seconds: 15 * 60 },
      { period: 'Q3', seconds: 32 * 60 },
      { period: 'Q4', seconds: 55 * 60 },
    ]);
  });

  it('adds overtime only when overtime was scored, after the fourth quarter', () => {
    const markers = periodMarkers({
      entries: [...fullMatch, { at: minutes(80), scores: sheet(4, true) }].reverse(),
      matchStart,
      recordingStart: null,
      durationSeconds: 5400,
    });
    expect(markers.at(-1)).toEqual({ period: 'OT', seconds: 72 * 60 });
    expect(markers).toHaveLength(5);
  });
});

describe('when the recording started before the match', () => {
  it('counts from the recording start', () => {
    const markers = periodMarkers({
      entries: fullMatch.slice(0, 2),
      matchStart,
      recordingStart: minutes(-5),
      durationSeconds: 5400,
    });
    expect(markers).toEqual([
      { period: 'Q1', seconds: 5 * 60 },
      { period: 'Q2', seconds: 20 * 60 },
    ]);
  });
});

describe('when a period falls outside the video', () => {
  it('marks one begun before the recording at its first second, and leaves out those after its end', () => {
    const markers = periodMarkers({
      entries: fullMatch,
      matchStart,
      recordingStart: minutes(10),
      durationSeconds: 30 * 60,
    });
    // Q1 began 10 minutes before the recording; Q2 (15') 5:00 into it, Q3 (32') 22:00 into it;
    // Q4 (55') after the 30 minutes the video runs.
    expect(markers).toEqual([
      { period: 'Q1', seconds: 0 },
      { period: 'Q2', seconds: 5 * 60 },
      { period: 'Q3', seconds: 22 * 60 },
    ]);
  });
});

describe('when the whole score was entered at once after the match', () => {
  it('marks only the first quarter: where the others began is not known', () => {
    const markers = periodMarkers({
      entries: [{ at: minutes(110), scores: sheet(4) }],
      matchStart,
      recordingStart: null,
      durationSeconds: 150 * 60,
    });
    expect(markers).toEqual([{ period: 'Q1', seconds: 0 }]);
  });
});

describe('when nothing was scored', () => {
  it('has no markers', () => {
    expect(
      periodMarkers({ entries: [], matchStart, recordingStart: null, durationSeconds: 60 }),
    ).toEqual([]);
  });
});
