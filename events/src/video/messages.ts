/** The video texts in English (the gateway words them in Serbian too). */
export const videoMessages = {
  videoNotAVideo: 'This file is not a video. Upload an MP4 or WebM file.',
  videoUnknownContainer: 'Only MP4 and WebM videos can be uploaded.',
  videoUnknownCodec: 'The video must be encoded as H.264, VP9 or AV1.',
  videoUnknownAudio: 'The sound must be AAC or Opus (or the video may have no sound).',
  videoNoDuration: 'The video’s length could not be read; the file may be damaged.',
  videoTooLarge: 'The file is larger than {max}, the largest video that can be uploaded.',
  videoNoMatch: 'There is no such match.',
  videoRecordingNotOfMatch: 'This booking is not for this match.',
  videoRecordingWrongState: 'Only a confirmed, recording or available booking can get a video.',
  videoExists: 'This video has already been attached.',
  videoRemoved: 'This video has been removed.',
  videoReasonRequired: 'Say why the video is removed.',
  videoToolsMissing:
    'Video uploads are unavailable: ffmpeg and ffprobe are missing. Run `npm ci` (with optional dependencies) or set FFMPEG_PATH and FFPROBE_PATH.',
  videoUploadIncomplete: 'The upload is not complete yet.',
} as const;
