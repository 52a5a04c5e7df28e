import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type {
  TwoFactorEnrolment as Enrolment,
  TwoFactorConfirmation as Confirmation,
} from '@courtside/events';

export type { Enrolment, Confirmation };

// The guard reads the 2FA state from the admin user; after a change it must reload it.
const adminUserKey = ['admin', 'user'];

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: () =>
      apiRequest<Enrolment>('/user/two-factor-authentication', {
        method: 'POST',
        quietStatuses: [422],
      }),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<Confirmation>('/user/confirmed-two-factor-authentication', {
        method: 'POST',
        body: { code },
        quietStatuses: [422, 429],
      }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<void>('/user/two-factor-authentication', {
        method: 'DELETE',
        body: { code },
        quietStatuses: [422, 429],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKey }),
  });
}

/** After confirmation: reload the admin user so the guard opens the rest of the area. */
export function useReloadAdminUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUserKey });
}
