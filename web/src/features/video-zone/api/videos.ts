import type { Paginated, VideoPlayback, WatchableVideo } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The videos the club may watch (its matches and open leagues'), newest match first. */
export function useClubVideos(page: number) {
  return useQuery({
    queryKey: ['representative', 'videos', page],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<WatchableVideo>>('/video-zone/videos', {
        params: { page },
        signal,
        deferNotice: true,
      }),
  });
}

/** Asks again this long before the signed links expire, so playback never meets a dead link. */
const renewBeforeMs = 60_000;

/**
 * The player's signed links and markers. The links are short-lived: the query renews them
 * before they expire (and the player asks again if one is refused anyway).
 */
export function useVideoPlayback(id: number) {
  return useQuery({
    queryKey: ['representative', 'video', id],
    queryFn: ({ signal }) =>
      apiRequest<VideoPlayback>(`/video-zone/videos/${id}/play`, { signal, deferNotice: true }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const expires = query.state.data?.expires_at;
      if (!expires) return false;
      return Math.max(5_000, Date.parse(expires) - Date.now() - renewBeforeMs);
    },
  });
}
