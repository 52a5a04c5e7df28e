import {
  videoLimits,
  type PeriodMarker,
  type VideoPlayback,
  type WatchableVideo,
} from '@courtside/events';
import type { GatewayConfig } from '../config';
import type { VideoWithContest } from '../queries/videos';
import { grantFrom, signedMediaUrl, type MediaPart } from './signed-url';

/** Used only when the configuration names no key (development, tests). */
const fallbackKey = 'courtside-development-video-url-secret-change-me';

/** The key the links are signed with. */
export const mediaKey = (config: GatewayConfig): string => config.videoUrlSecret ?? fallbackKey;

/** Signs one of a video's files for a viewer, from `now` for the links' lifetime. */
function link(config: GatewayConfig, id: number, what: MediaPart, viewer: number, now: Date) {
  const grant = grantFrom(id, what, viewer, now, videoLimits.signedUrlSeconds);
  return { url: signedMediaUrl(mediaKey(config), grant), expires: grant.expires };
}

/** A list entry: the match and a signed poster. */
export function listEntry(
  config: GatewayConfig,
  { video, contest }: VideoWithContest,
  viewer: number,
  now: Date,
): WatchableVideo {
  return {
    id: video.id,
    duration_seconds: video.duration_seconds,
    poster_url: link(config, video.id, 'poster', viewer, now).url,
    contest,
  };
}

/** What the player needs: signed links to the video and poster, and the period markers. */
export function playback(
  config: GatewayConfig,
  found: VideoWithContest,
  markers: PeriodMarker[],
  viewer: number,
  now: Date,
): VideoPlayback {
  const video = link(config, found.video.id, 'video', viewer, now);
  return {
    id: found.video.id,
    url: video.url,
    poster_url: link(config, found.video.id, 'poster', viewer, now).url,
    expires_at: new Date(video.expires * 1000).toISOString(),
    duration_seconds: found.video.duration_seconds,
    markers,
    contest: found.contest,
  };
}
