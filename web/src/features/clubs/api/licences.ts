import type { AdminLicence, Paginated } from '@courtside/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FormTexts } from '../../../lib/command-form';

export type { AdminLicence };

export const licencesKey = ['admin', 'licences'] as const;

/** The licences preview's filters, as the URL and the API take them. */
export interface LicenceFilters {
  club_id?: number;
  season?: string;
  kind?: 'player' | 'official';
  status?: 'active' | 'revoked';
  search?: string;
  page?: number;
}

export const licenceTexts: FormTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
  invalid: 'catalogue.form.tooLong',
  validNumber: 'clubs.licences.validNumber',
  validDate: 'clubs.licences.validDate',
  validSeason: 'clubs.licences.validSeason',
  jmbgFormat: 'clubs.licences.jmbgFormat',
  jmbgCheckDigit: 'clubs.licences.jmbgCheckDigit',
  jmbgBirthDate: 'clubs.licences.jmbgBirthDate',
};

const params = (filters: LicenceFilters) => ({
  club_id: filters.club_id,
  season: filters.season || undefined,
  kind: filters.kind,
  status: filters.status,
  search: filters.search || undefined,
  page: filters.page,
});

/** GET /api/admin/licences: one page of the preview. */
export function useLicences(filters: LicenceFilters) {
  return useQuery({
    queryKey: [...licencesKey, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminLicence>>('/admin/licences', {
        signal,
        deferNotice: true,
        params: params(filters),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/licences/print: every licence matching the filters, for printing. */
export function usePrintableLicences(filters: LicenceFilters) {
  return useQuery({
    queryKey: [...licencesKey, 'print', filters],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminLicence[] }>('/admin/licences/print', {
        signal,
        deferNotice: true,
        params: params(filters),
      }),
  });
}

export function useLicenceSeasons() {
  return useQuery({
    queryKey: [...licencesKey, 'seasons'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: string[] }>('/admin/licences/seasons', { signal, deferNotice: true }),
  });
}

/** POST /api/admin/licences: a player's or a club official's licence. */
export function useIssueLicence(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      apiRequest<{ data: AdminLicence }>('/admin/licences', {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Transfer (to a club, for a season) or revoke one licence. */
export function useLicenceAction(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: number;
      action: 'transfer' | 'revoke';
      body: Record<string, unknown>;
    }) =>
      apiRequest<{ data: AdminLicence }>(`/admin/licences/${id}/${action}`, {
        method: 'POST',
        body,
        quietStatuses: [422],
        successMessage,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
