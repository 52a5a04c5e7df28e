/**
 * The video rules (issue 11), written once: the gateway's upload and probe, the decider, the
 * projection and the screens import them, so they cannot disagree on what a video may be.
 */
import type { BookingState } from '../recording/rules';

/** Containers a video may come in, as the stored file's content type. */
export const videoContentTypes = ['video/mp4', 'video/webm'] as const;
export type VideoContentType = (typeof videoContentTypes)[number];

/** Video codecs a kept file may carry (ffprobe's `codec_name`). */
export const videoCodecs = ['h264', 'vp9', 'av1'] as const;
export type VideoCodec = (typeof videoCodecs)[number];

/** Audio codecs a kept file may carry; a video without sound is accepted too. */
export const audioCodecs = ['aac', 'opus'] as const;
export type AudioCodec = (typeof audioCodecs)[number];

/**
 * ffprobe's `format_name` lists (comma-separated) that name each accepted container: MP4 and
 * QuickTime share one demuxer, WebM and Matroska another.
 */
export const containerFormats: Record<VideoContentType, readonly string[]> = {
  'video/mp4': ['mp4', 'mov'],
  'video/webm': ['webm', 'matroska'],
};

/** The stored file's extension for each content type. */
export const videoExtensions: Record<VideoContentType, 'mp4' | 'webm'> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** Sizes and lengths: the default upload limit (config `VIDEO_MAX_BYTES` may change it). */
export const videoLimits = {
  /** 2 GiB. */
  defaultMaxBytes: 2 * 1024 ** 3,
  /** The poster frame's width in pixels; the height follows the video's aspect. */
  posterWidth: 640,
  /** Where in the video the poster frame is taken, as a share of its duration. */
  posterAt: 0.1,
  /**
   * How long a signed watching URL stays valid, in seconds: short, so a shared link soon stops
   * working; the player asks for a new one before it runs out.
   */
  signedUrlSeconds: 10 * 60,
  /** Longest removal reason. */
  reason: 500,
} as const;

/** A booking in one of these states may have its video attached (an upload or the API). */
export const attachableBookingStates: readonly BookingState[] = [
  'confirmed',
  'recording',
  'available',
];

/** Storage keys: `videos/<id>/video.mp4|video.webm` and `videos/<id>/poster.jpg`. */
export const videoKeys = {
  video: (videoId: number, contentType: VideoContentType) =>
    `videos/${videoId}/video.${videoExtensions[contentType]}`,
  poster: (videoId: number) => `videos/${videoId}/poster.jpg`,
};

/** What ffprobe says of a file, reduced to what the decision needs. */
export interface ProbedMedia {
  /** ffprobe's `format.format_name`, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
  /** The first video stream's codec, or null when there is none. */
  videoCodec: string | null;
  /** The first audio stream's codec, or null when there is none. */
  audioCodec: string | null;
  durationSeconds: number;
  width: number;
  height: number;
}

/** Why a probed file is refused. */
export type VideoProblem =
  | 'videoNotAVideo'
  | 'videoUnknownContainer'
  | 'videoUnknownCodec'
  | 'videoUnknownAudio'
  | 'videoNoDuration';

/** An accepted file: its content type and codecs as the event names them. */
export interface AcceptedMedia {
  contentType: VideoContentType;
  videoCodec: VideoCodec;
  audioCodec: AudioCodec | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Decides by content: the container, the codecs and a duration, or the reason it is refused. */
export function judgeMedia(media: ProbedMedia): AcceptedMedia | { problem: VideoProblem } {
  if (!media.videoCodec || media.width < 1 || media.height < 1)
    return { problem: 'videoNotAVideo' };
  const formats = media.formatName.split(',');
  const contentType = videoContentTypes.find((type) =>
    containerFormats[type].some((format) => formats.includes(format)),
  );
  if (!contentType) return { problem: 'videoUnknownContainer' };
  if (!isOneOf(videoCodecs, media.videoCodec)) return { problem: 'videoUnknownCodec' };
  if (media.audioCodec !== null && !isOneOf(audioCodecs, media.audioCodec)) {
    return { problem: 'videoUnknownAudio' };
  }
  if (!Number.isFinite(media.durationSeconds) || media.durationSeconds <= 0) {
    return { problem: 'videoNoDuration' };
  }
  return { contentType, videoCodec: media.videoCodec, audioCodec: media.audioCodec };
}

/** True when a file of `sizeBytes` is over the limit. */
export function overSizeLimit(sizeBytes: number, maxBytes: number): boolean {
  return sizeBytes > maxBytes;
}
