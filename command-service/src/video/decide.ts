import {
  attachableBookingStates,
  videoKeys,
  type AudioCodec,
  type BookingState,
  type VideoCodec,
  type VideoContentType,
  type VideoEvent,
} from '@courtside/events';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type VideoState } from './video';

/** What the attach decision knows of the world: the match and the booking it names. */
export type AttachContext = DecisionMetadata & {
  /** Null when there is no such match. */
  match: { leagueId: number } | null;
  /** The booking named by `recordingId`; null when none was named or it does not exist. */
  booking: { contestId: number; state: BookingState } | null;
};

export type AttachVideo = Command<
  'AttachVideo',
  {
    videoId: number;
    contestId: number;
    recordingId: number | null;
    contentType: VideoContentType;
    sizeBytes: number;
    durationSeconds: number;
    width: number;
    height: number;
    videoCodec: VideoCodec;
    audioCodec: AudioCodec | null;
    attachedBy: { kind: 'account' | 'api_key'; id: number };
  },
  AttachContext
>;

export type RemoveVideo = Command<'RemoveVideo', { videoId: number; reason: string | null }>;

export type VideoCommand = AttachVideo | RemoveVideo;

function attach(command: AttachVideo, state: VideoState): VideoEvent[] {
  const { match, booking } = command.metadata;
  const { data } = command;
  if (!match) throw ValidationError.field('contest_id', 'videoNoMatch');
  if (data.recordingId !== null) {
    if (!booking || booking.contestId !== data.contestId) {
      throw ValidationError.field('recording_id', 'videoRecordingNotOfMatch');
    }
    if (!attachableBookingStates.includes(booking.state)) {
      throw ValidationError.field('recording_id', 'videoRecordingWrongState');
    }
  }
  if (state.status !== 'absent') throw new ValidationError('videoExists');
  return [
    {
      type: 'VideoAttached',
      data: {
        videoId: data.videoId,
        contestId: data.contestId,
        leagueId: match.leagueId,
        recordingId: data.recordingId,
        storageKey: videoKeys.video(data.videoId, data.contentType),
        posterKey: videoKeys.poster(data.videoId),
        contentType: data.contentType,
        sizeBytes: data.sizeBytes,
        durationSeconds: data.durationSeconds,
        width: data.width,
        height: data.height,
        videoCodec: data.videoCodec,
        audioCodec: data.audioCodec,
        attachedBy: data.attachedBy,
      },
    },
  ];
}

function remove(command: RemoveVideo, state: VideoState): VideoEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  if (state.status === 'removed') throw new ValidationError('videoRemoved');
  const { reason } = command.data;
  if (!reason) throw ValidationError.field('reason', 'videoReasonRequired');
  return [
    { type: 'VideoRemoved', data: { videoId: state.videoId, contestId: state.contestId, reason } },
  ];
}

/**
 * The one decider of `video-<id>`: a checked, stored file attached to a match (and to its
 * booking, when one is named), and its removal.
 */
function decide(command: VideoCommand, state: VideoState): VideoEvent[] {
  switch (command.type) {
    case 'AttachVideo':
      return attach(command, state);
    case 'RemoveVideo':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const videoDecider: Decider<VideoCommand, VideoState, VideoEvent> = {
  decide,
  evolve,
  initialState,
};
