import type { Paginated, VideoZoneUser } from '@courtside/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export type { VideoZoneUser };

export const videoZoneStatuses = ['pending', 'approved', 'deleted'] as const;
export type VideoZoneStatus = (typeof videoZoneStatuses)[number];

export interface VideoZoneUsersQuery {
  status: VideoZoneStatus;
  page: number;
  search: string;
}

const usersKey = ['admin', 'video-zone-users'] as const;

export function useVideoZoneUsers(query: VideoZoneUsersQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<VideoZoneUser>>('/admin/video-zone-users', {
        params: { status: query.status, page: query.page, search: query.search || undefined },
        signal,
        deferNotice: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApproveVideoZoneUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/video-zone-users/${id}/approve`, {
        method: 'POST',
        successMessage: i18n.t('videoZone.admin.approved'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteVideoZoneUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/video-zone-users/${id}`, {
        method: 'DELETE',
        successMessage: i18n.t('videoZone.admin.deleted'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
