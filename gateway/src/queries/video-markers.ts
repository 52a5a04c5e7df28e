import {
  periodMarkers,
  streams,
  type EventStore,
  type PeriodMarker,
  type ScoreEntry,
} from '@courtside/events';
import type { VideoWithContest } from './videos';

/** Score entries of a contest's log: when each was decided, and the whole score after it. */
async function scoreEntries(store: EventStore, contestId: number): Promise<ScoreEntry[]> {
  const entries: ScoreEntry[] = [];
  for (const record of await store.readStream(streams.contest(contestId))) {
    if (record.type !== 'ScoreRecorded' && record.type !== 'ContestFinished') continue;
    const scores = (record.data as { scores?: Record<string, number | null> }).scores;
    if (scores) entries.push({ at: new Date(record.metadata.at), scores });
  }
  return entries;
}

/** When the booking's camera started, if the video came from a booking that started. */
async function recordingStart(store: EventStore, recordingId: number | null): Promise<Date | null> {
  if (recordingId === null) return null;
  const events = await store.readStream(streams.recording(recordingId));
  // A stream may hold a second booking after a refusal: the last start is this recording's.
  const started = events.filter((record) => record.type === 'RecordingStarted').at(-1);
  return started ? new Date(started.metadata.at) : null;
}

/**
 * The period markers of a video (issue 11), read from the match's and the booking's logs; none
 * when the gateway runs without the event log.
 */
export async function videoMarkers(
  store: EventStore | undefined,
  { video, contest }: VideoWithContest,
): Promise<PeriodMarker[]> {
  if (!store) return [];
  return periodMarkers({
    entries: await scoreEntries(store, contest.id),
    matchStart: new Date(contest.time),
    recordingStart: await recordingStart(store, video.recording_id),
    durationSeconds: video.duration_seconds,
  });
}
