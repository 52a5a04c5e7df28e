/** The periods of a basketball match as the score sheet has them: four quarters, then overtime. */
export const videoPeriods = ['Q1', 'Q2', 'Q3', 'Q4', 'OT'] as const;
export type VideoPeriod = (typeof videoPeriods)[number];

/** Where a period begins in a match's video, in seconds from the video's first frame. */
export interface PeriodMarker {
  period: VideoPeriod;
  seconds: number;
}

/** One score entry of the match: when it was made and the whole score after it. */
export interface ScoreEntry {
  at: Date;
  scores: Record<string, number | null>;
}

const columns: Record<VideoPeriod, [string, string]> = {
  Q1: ['A1', 'B1'],
  Q2: ['A2', 'B2'],
  Q3: ['A3', 'B3'],
  Q4: ['A4', 'B4'],
  OT: ['A_extra', 'B_extra'],
};

/**
 * The period markers of a match's video (issue 11). A period's score is entered when the period
 * ends, so each period begins where the previous one's score was first entered; the first
 * quarter begins at the match's start time. Times count from the recording's start (the
 * booking's RecordingStarted, else the match's start). A period that began before the recording
 * is marked at its first second; one that begins after the video's end is not in it and has no
 * marker, nor has a period whose score was entered together with the previous one's (all at once
 * after the match: where it began is not known). A period nobody scored has no marker.
 */
export function periodMarkers(input: {
  entries: ScoreEntry[];
  matchStart: Date;
  recordingStart: Date | null;
  durationSeconds: number;
}): PeriodMarker[] {
  const origin = (input.recordingStart ?? input.matchStart).getTime();
  const ordered = [...input.entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const firstEntered = (period: VideoPeriod): Date | null => {
    const [a, b] = columns[period];
    const entry = ordered.find((e) => e.scores[a] != null || e.scores[b] != null);
    return entry ? entry.at : null;
  };
  const markers: PeriodMarker[] = [];
  videoPeriods.forEach((period, index) => {
    const ended = firstEntered(period);
    if (!ended) return;
    const previous = videoPeriods[index - 1];
    const start = previous ? firstEntered(previous) : input.matchStart;
    // Entered with the previous period's score, the period's own start is not known.
    if (!start || (previous && start.getTime() >= ended.getTime())) return;
    const seconds = (start.getTime() - origin) / 1000;
    if (seconds >= input.durationSeconds) return;
    markers.push({ period, seconds: Math.max(0, seconds) });
  });
  return markers;
}
