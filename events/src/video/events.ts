import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { audioCodecs, videoCodecs, videoContentTypes } from './rules';

const id = () => yup.number().integer().positive().required();

export const videoAttachedSchema = yup.object({
  videoId: id(),
  contestId: id(),
  leagueId: id(),
  /** The booking the video fulfils, or null for a match filmed without one. */
  recordingId: yup.number().integer().positive().nullable().defined(),
  /** Where the storage port keeps the file: `videos/<id>/video.mp4|video.webm`. */
  storageKey: yup.string().required(),
  /** Where the poster frame is kept: `videos/<id>/poster.jpg`. */
  posterKey: yup.string().required(),
  contentType: yup.string().oneOf(videoContentTypes).required(),
  sizeBytes: yup.number().integer().min(0).required(),
  durationSeconds: yup.number().min(0).required(),
  width: yup.number().integer().positive().required(),
  height: yup.number().integer().positive().required(),
  videoCodec: yup.string().oneOf(videoCodecs).required(),
  audioCodec: yup.string().oneOf(audioCodecs).nullable().defined(),
  /** An administrator's account or a recording service's API key (ids only, never a secret). */
  attachedBy: yup
    .object({
      kind: yup
        .string()
        .oneOf(['account', 'api_key'] as const)
        .required(),
      id: id(),
    })
    .required(),
});

export const videoRemovedSchema = yup.object({
  videoId: id(),
  contestId: id(),
  reason: yup.string().required(),
});

/**
 * A checked video file (and its poster frame) was kept and attached to a match (`video-<id>`),
 * by an administrator's upload or by a recording service through the API.
 */
export type VideoAttached = EventOf<'VideoAttached', typeof videoAttachedSchema>;
/** The video was taken off its match; the stored files may be deleted. */
export type VideoRemoved = EventOf<'VideoRemoved', typeof videoRemovedSchema>;

/** Every event a `video-<id>` stream holds; the video decider folds them all. */
export type VideoEvent = VideoAttached | VideoRemoved;

/**
 * A video's file and who attached it, under the read side's names (the spec's snake_case): what
 * the audit log shows and the read model stores. The storage keys stay out of the log.
 */
export function videoFields(data: VideoAttached['data']) {
  return {
    contest_id: data.contestId,
    league_id: data.leagueId,
    recording_id: data.recordingId,
    content_type: data.contentType,
    size_bytes: data.sizeBytes,
    duration_seconds: data.durationSeconds,
    width: data.width,
    height: data.height,
    video_codec: data.videoCodec,
    audio_codec: data.audioCodec,
    attached_by_kind: data.attachedBy.kind,
    attached_by_id: data.attachedBy.id,
  };
}
