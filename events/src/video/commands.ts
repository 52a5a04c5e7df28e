import * as yup from 'yup';
import { commandBody, commandFields as fields } from '../command-fields';
import { audioCodecs, videoCodecs, videoContentTypes, videoLimits } from './rules';

/** The gateway asks command-service for a video id (`POST /videos/claims`), one per upload. */
export const claimVideoSchema = commandBody({
  upload_id: yup.string().typeError('invalid').trim().max(200, 'invalid').required('required'),
});
export type ClaimVideoInput = yup.InferType<typeof claimVideoSchema>;

/**
 * command-service's `POST /videos`: a probed, stored file the gateway attaches to a match under
 * the id it claimed. The storage keys follow from the id and content type (`videoKeys`).
 */
export const attachVideoSchema = commandBody({
  video_id: fields.id().required('required'),
  contest_id: fields.id().required('required'),
  recording_id: fields.id().nullable().default(null),
  content_type: yup.string().oneOf(videoContentTypes, 'videoUnknownContainer').required('required'),
  size_bytes: yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(0, 'validNumber')
    .required('required'),
  duration_seconds: yup
    .number()
    .typeError('validNumber')
    .min(0, 'validNumber')
    .required('required'),
  width: fields.id().required('required'),
  height: fields.id().required('required'),
  video_codec: yup.string().oneOf(videoCodecs, 'videoUnknownCodec').required('required'),
  audio_codec: yup.string().oneOf(audioCodecs, 'videoUnknownAudio').nullable().default(null),
});
export type AttachVideoInput = yup.InferType<typeof attachVideoSchema>;

/** `POST /videos/:id/remove`: why the video is taken off its match. */
export const removeVideoSchema = commandBody({
  reason: fields.text(videoLimits.reason),
});
export type RemoveVideoInput = yup.InferType<typeof removeVideoSchema>;
