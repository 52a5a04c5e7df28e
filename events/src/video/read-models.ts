import type { AudioCodec, VideoCodec, VideoContentType } from './rules';

/** One attached video as rm.videos keeps it and the screens show it (no storage secrets). */
export interface MatchVideo {
  id: number;
  contest_id: number;
  league_id: number;
  recording_id: number | null;
  storage_key: string;
  poster_key: string;
  content_type: VideoContentType;
  size_bytes: number;
  duration_seconds: number;
  width: number;
  height: number;
  video_codec: VideoCodec;
  audio_codec: AudioCodec | null;
  attached_by_kind: 'account' | 'api_key';
  attached_by_id: number;
  /** ISO-8601. */
  attached_at: string;
  /** ISO-8601; null while the video stands. */
  removed_at: string | null;
  revision: number;
}

/** A booking's attached video as the administrators' list shows it (poster, length, size). */
export interface BookingVideo {
  id: number;
  duration_seconds: number;
  size_bytes: number;
  width: number;
  height: number;
}
