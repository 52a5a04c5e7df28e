import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRepresentativeStore } from '../stores/representative-store';

/** GET /api/video-zone/logout (spec §7). */
export function logoutRepresentative() {
  return apiRequest<void>('/video-zone/logout');
}

export function useLogoutRepresentative() {
  const reset = useRepresentativeStore((state) => state.reset);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRepresentative,
    // Spec §4: logging out clears local state even if the server could not be told.
    onSettled: () => {
      reset();
      queryClient.removeQueries({ queryKey: ['representative'] });
    },
  });
}
