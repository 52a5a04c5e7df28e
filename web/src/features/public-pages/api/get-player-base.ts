import type { Paginated, PlayerBaseEntry, PlayerBaseOption } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/player-base: active licensed players by name, club and category (public fields). */
export function getPlayerBase(filter: Record<string, string>, signal?: AbortSignal) {
  return apiRequest<Paginated<PlayerBaseEntry>>('/player-base', {
    params: { ...filter },
    signal,
    deferNotice: true,
  });
}

/** Asks only when the filters pass the shared schema (`enabled`). */
export function usePlayerBase(filter: Record<string, string>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['player-base', filter],
    queryFn: ({ signal }) => getPlayerBase(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerBaseOptions() {
  return useQuery({
    queryKey: ['player-base-options'],
    queryFn: ({ signal }) =>
      apiRequest<{ clubs: PlayerBaseOption[]; categories: PlayerBaseOption[] }>(
        '/player-base/filters',
        { signal, deferNotice: true },
      ),
  });
}
