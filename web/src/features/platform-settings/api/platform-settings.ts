import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PlatformSettingsSection,
  PlatformSettingsView,
  PlatformSummary,
  PublicPlatformPage,
} from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';
import type { FormTexts } from '../../../lib/command-form';

export const platformsKey = ['admin', 'platforms'] as const;

/** What the settings forms show for each message key of the shared schemas. */
export const settingsTexts: FormTexts = {
  required: 'validation.required',
  validName: 'platformSettings.form.tooLong',
  invalid: 'platformSettings.form.invalid',
  validNumber: 'platformSettings.form.number',
  validEmail: 'validation.email',
  validUrl: 'platformSettings.form.url',
  validDate: 'platformSettings.form.date',
  dateOrder: 'platformSettings.form.dateOrder',
  tieBreakUnknown: 'platformSettings.form.tieBreakUnknown',
  tieBreakRepeated: 'platformSettings.form.tieBreakRepeated',
  tieBreakEmpty: 'platformSettings.form.tieBreakEmpty',
};

/** The platforms the super-admin manages. */
export function usePlatforms() {
  return useQuery({
    queryKey: [...platformsKey, 'list'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlatformSummary[] }>('/admin/platforms', { signal, deferNotice: true }),
  });
}

/** One settings tab as saved (the Atrium key only as 'set' or 'not set'). */
export function useSettingsTab<S extends PlatformSettingsSection>(id: number, section: S) {
  return useQuery({
    queryKey: [...platformsKey, id, section],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlatformSettingsView[S] }>(`/admin/platforms/${id}/settings/${section}`, {
        signal,
        deferNotice: true,
      }),
  });
}

/** Saves one tab; a 422 is left to the form. */
export function useSaveSettingsTab(id: number, section: PlatformSettingsSection, saved: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) =>
      apiRequest<{ data: unknown }>(`/admin/platforms/${id}/settings/${section}`, {
        method: 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage: saved,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformsKey }),
  });
}

/** Ends a season: its leagues become read-only. */
export function useEndSeason(id: number, ended: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (season: string) =>
      apiRequest<{ data: { season: string } }>(`/admin/platforms/${id}/season-end`, {
        method: 'POST',
        body: { season },
        quietStatuses: [422],
        successMessage: ended,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformsKey }),
  });
}

/** The public privacy or terms text. */
export function usePlatformPage(page: 'privacy' | 'terms') {
  return useQuery({
    queryKey: ['platform', 'page', page],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PublicPlatformPage }>(`/platform/pages/${page}`, {
        signal,
        deferNotice: true,
      }),
  });
}
