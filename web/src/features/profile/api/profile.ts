import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-errors';
import { i18n } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import type { AccountProfile as Profile } from '@courtside/events';

export type { Profile };

/** Body of PUT /api/profile; the password fields only when changing it. */
export interface ProfileInput {
  name: string;
  email: string;
  screen_name: string;
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiRequest<Profile>('/profile', { signal, deferNotice: true }),
  });
}

/** Whether the change needs the current password: a new password or another e-mail address. */
export function needsCurrentPassword(input: ProfileInput, savedEmail: string): boolean {
  const emailChanged = input.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
  return input.password.length > 0 || emailChanged;
}

export function useSaveProfile(successMessage: string, savedEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiRequest<Profile>('/profile', {
        method: 'PUT',
        body: {
          name: input.name,
          email: input.email,
          screen_name: input.screen_name || null,
          ...(needsCurrentPassword(input, savedEmail)
            ? { current_password: input.current_password }
            : {}),
          ...(input.password
            ? { password: input.password, password_confirmation: input.password_confirmation }
            : {}),
        },
        quietStatuses: [422],
        // The form shows a 422 by field; anything else is spec §8's "failed to save user info".
        deferNotice: true,
        successMessage,
      }),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.noticePending) {
        notifyError(error.kind === 'http' ? i18n.t('errors.saveUserFailed') : error.message);
      }
    },
  });
}

/** POST /api/profile/avatar as multipart; a 422 comes back for the form to show. */
function uploadAvatar(file: File): Promise<Profile> {
  return uploadFile<Profile>('/profile/avatar', 'avatar', file);
}

export function useUploadAvatar(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      notifySuccess(successMessage);
      queryClient.setQueryData(profileKey, profile);
    },
  });
}

export function useRemoveAvatar(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Profile>('/profile/avatar', { method: 'DELETE', successMessage }),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
