import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
// Spec §4: logging out clears the local state of both profile stores, the official's included.
import { useOfficialStore } from '../stores/official-store';
import { useProfileStore } from '../stores/profile-store';

/** Forgets every signed-in user on this device and their cached data. */
export function clearSignedInState(queryClient: { removeQueries(filter: object): void }) {
  useProfileStore.getState().reset();
  useOfficialStore.getState().signOut();
  queryClient.removeQueries({ queryKey: ['admin'] });
  queryClient.removeQueries({ queryKey: ['official'] });
}

export function adminLogout() {
  return apiRequest<void>('/logout');
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    // Local state goes even when the server could not be told.
    onSettled: () => clearSignedInState(queryClient),
  });
}
