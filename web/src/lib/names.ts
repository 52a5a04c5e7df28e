import { nameInScript } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { cyrillicNamesKey } from './cyrillic-names-key';

/** GET /api/names/cyrillic: names whose records carry their own Cyrillic form, by name. */
function getCyrillicNames(signal?: AbortSignal) {
  return apiRequest<{ data: Record<string, string> }>('/names/cyrillic', {
    signal,
    deferNotice: true,
  });
}

/**
 * How the interface writes user data (team, league, category, arena, city and player names):
 * as stored in Latin and English, in Cyrillic in the Cyrillic interface (the record's own
 * Cyrillic form where it has one, else transliterated). Codes and formats stay as they are.
 * Only for showing a name: forms edit the name as stored.
 */
export function useName(): (name: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const cyrillic = i18n.language === 'sr-Cyrl';
  const overrides = useQuery({
    queryKey: cyrillicNamesKey,
    queryFn: ({ signal }) => getCyrillicNames(signal),
    enabled: cyrillic,
    staleTime: 5 * 60_000,
  });
  const forms = overrides.data?.data;
  return useCallback(
    (name) => (name ? nameInScript(name, cyrillic ? 'cyrillic' : 'latin', forms?.[name]) : ''),
    [cyrillic, forms],
  );
}

/**
 * A person's name as `useName` writes it, each part on its own (a licence carries each part's
 * own Cyrillic form): first name first, or surname first in lists sorted by it.
 */
export function personName(
  name: (part: string | null | undefined) => string,
  person: { first_name: string; last_name: string },
  order: 'first' | 'last' = 'first',
): string {
  const [first, last] = [name(person.first_name), name(person.last_name)];
  return order === 'first' ? `${first} ${last}` : `${last} ${first}`;
}
