import type { PublicContest } from '../read-models';
import type { PeriodMarker } from './markers';

/** One video in the representative's video-on-demand list (GET /api/video-zone/videos). */
export interface WatchableVideo {
  id: number;
  duration_seconds: number;
  /** A signed poster link, short-lived like the video's own. */
  poster_url: string;
  /** The match: teams, league, date and score. */
  contest: PublicContest;
}

/** GET /api/video-zone/videos/:id/play (and the admin's): what the player needs. */
export interface VideoPlayback {
  id: number;
  /** A signed link to the video for this viewer; ask again when it expires. */
  url: string;
  poster_url: string;
  /** ISO-8601 time the links stop working. */
  expires_at: string;
  duration_seconds: number;
  markers: PeriodMarker[];
  contest: PublicContest;
}
