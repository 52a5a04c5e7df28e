import { describe, it } from 'vitest';
import type { VideoEvent } from '@courtside/events';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { videoDecider, type AttachContext, type AttachVideo } from './decide';

const given = deciderSpecification(videoDecider).given;
const now = '2026-11-27T20:00:00.000Z';

const context = (changes: Partial<AttachContext> = {}): AttachContext => ({
  now,
  match: { leagueId: 2 },
  booking: { contestId: 9, state: 'recording' },
  ...changes,
});

const file = {
  contentType: 'video/mp4' as const,
  sizeBytes: 1_234_567,
  durationSeconds: 8.02,
  width: 640,
  height: 360,
  videoCodec: 'h264' as const,
  audioCodec: 'aac' as const,
};

const attach = (
  changes: Partial<AttachContext> = {},
  recordingId: number | null = 4,
): AttachVideo => ({
  type: 'AttachVideo',
  data: {
    videoId: 7,
    contestId: 9,
    recordingId,
    ...file,
    attachedBy: { kind: 'api_key', id: 3 },
  },
  metadata: context(changes),
});

const attached: VideoEvent = {
  type: 'VideoAttached',
  data: {
    videoId: 7,
    contestId: 9,
    leagueId: 2,
    recordingId: 4,
    storageKey: 'videos/7/video.mp4',
    posterKey: 'videos/7/poster.jpg',
    ...file,
    attachedBy: { kind: 'api_key', id: 3 },
  },
};
const removed: VideoEvent = {
  type: 'VideoRemoved',
  data: { videoId: 7, contestId: 9, reason: 'Wrong match.' },
};

const remove = (reason: string | null) => ({
  type: 'RemoveVideo' as const,
  data: { videoId: 7, reason },
  metadata: { now },
});

describe('when a checked, stored video is attached to a match', () => {
  it('records the file, its keys, what ffprobe read and who attached it', () => {
    given([]).when(attach()).then([attached]);
  });

  it('keeps a WebM under its own extension, and a match filmed without a booking', () => {
    const webm = attach({ booking: null }, null);
    webm.data = { ...webm.data, contentType: 'video/webm', videoCodec: 'vp9', audioCodec: null };
    given([])
      .when(webm)
      .then([
        {
          type: 'VideoAttached',
          data: {
            ...attached.data,
            recordingId: null,
            storageKey: 'videos/7/video.webm',
            contentType: 'video/webm',
            videoCodec: 'vp9',
            audioCodec: null,
          },
        },
      ]);
  });

  it('attaches a video once: the same id again is refused', () => {
    given([attached])
      .when(attach())
      .thenThrows(ValidationError, 'This video has already been attached.');
  });
});

describe('when the match or the booking is wrong', () => {
  it('refuses a match that does not exist', () => {
    given([])
      .when(attach({ match: null }))
      .thenThrows(ValidationError, 'There is no such match.', {
        contest_id: ['There is no such match.'],
      });
  });

  it('refuses a booking of another match, or one that does not exist', () => {
    given([])
      .when(attach({ booking: { contestId: 10, state: 'recording' } }))
      .thenThrows(ValidationError, 'This booking is not for this match.', {
        recording_id: ['This booking is not for this match.'],
      });
    given([])
      .when(attach({ booking: null }))
      .thenThrows(ValidationError, 'This booking is not for this match.');
  });

  it('refuses a booking that was never confirmed or has ended', () => {
    const wrongState = 'Only a confirmed, recording or available booking can get a video.';
    for (const state of ['requested', 'refused', 'cancelled'] as const) {
      given([])
        .when(attach({ booking: { contestId: 9, state } }))
        .thenThrows(ValidationError, wrongState);
    }
    for (const state of ['confirmed', 'available'] as const) {
      given([])
        .when(attach({ booking: { contestId: 9, state } }))
        .then([attached]);
    }
  });
});

describe('when an administrator removes a video', () => {
  it('records why', () => {
    given([attached]).when(remove('Wrong match.')).then([removed]);
  });

  it('needs a reason, a video that stands, and one that exists', () => {
    given([attached])
      .when(remove(null))
      .thenThrows(ValidationError, 'Say why the video is removed.', {
        reason: ['Say why the video is removed.'],
      });
    given([attached, removed])
      .when(remove('Again.'))
      .thenThrows(ValidationError, 'This video has been removed.');
    given([]).when(remove('Never was.')).thenThrows(NotFoundError, 'Record not found in database.');
  });
});
