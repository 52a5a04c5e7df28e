import type { Paginated, PublicContest } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The club's upcoming contests (approved representatives only). */
export function useScheduleRecording() {
  return useQuery({
    queryKey: ['representative', 'schedule-recording'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PublicContest[]; club: string | null }>('/video-zone/schedule-recording', {
        signal,
        deferNotice: true,
      }),
  });
}

/** Finished contests of the club's leagues, newest first, ten a page. */
export function useVideoOnDemand(page: number) {
  return useQuery({
    queryKey: ['representative', 'video-on-demand', page],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<PublicContest>>('/video-zone/video-on-demand', {
        params: { page },
        signal,
        deferNotice: true,
      }),
  });
}
