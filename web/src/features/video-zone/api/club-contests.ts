import type { PublicContest } from '@courtside/events';
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
