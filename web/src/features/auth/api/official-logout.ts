import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOfficialStore } from '../stores/official-store';

export function officialLogout() {
  return apiRequest<void>('/logout');
}

export function useOfficialLogout() {
  const signOut = useOfficialStore((state) => state.signOut);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: officialLogout,
    // Spec §4: logging out clears local state even if the server could not be told.
    onSettled: () => {
      signOut();
      queryClient.removeQueries({ queryKey: ['official'] });
    },
  });
}
