import type { IncomeReport, OfficialLeague, OfficialRecords } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/officials/leagues: the leagues the signed-in official works in. */
export function useOfficialLeagues() {
  return useQuery({
    queryKey: ['official', 'desk', 'leagues'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: OfficialLeague[] }>('/officials/leagues', { signal, deferNotice: true }),
  });
}

/** A range of UTC days (YYYY-MM-DD); empty means the server's default. */
export interface DeskRange {
  from: string;
  to: string;
}

const params = (range: DeskRange) => ({ from: range.from || undefined, to: range.to || undefined });

/** GET /api/officials/records: the matches the official worked, with role, result and fee. */
export function useOfficialRecords(range: DeskRange, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['official', 'desk', 'records', range],
    queryFn: ({ signal }) =>
      apiRequest<OfficialRecords>('/officials/records', {
        signal,
        deferNotice: true,
        params: params(range),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/officials/income: the official's own fees (the income report, theirs only). */
export function useOwnIncome(range: DeskRange, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['official', 'desk', 'income', range],
    queryFn: ({ signal }) =>
      apiRequest<IncomeReport>('/officials/income', {
        signal,
        deferNotice: true,
        params: params(range),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The records as a CSV download (the browser sends the session cookie). */
export function recordsCsvUrl(range: DeskRange): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params(range))) {
    if (value !== undefined) search.set(key, value);
  }
  return `${API_PREFIX}/officials/records.csv?${search.toString()}`;
}
