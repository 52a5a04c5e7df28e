import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeagueOfficialRole } from '@courtside/events';
import { useOfficialCandidates, type OfficialAccount } from '../api/officials';

/**
 * A searchable select of the accounts that may serve in a role: types to search by name or
 * email on the server; `exclude` hides people already chosen.
 */
export function OfficialPicker({
  role,
  value,
  onChange,
  label,
  exclude = [],
  known = [],
  error,
}: {
  role: LeagueOfficialRole;
  value: number | null;
  onChange(id: number | null): void;
  label: string;
  exclude?: number[];
  /** Accounts already chosen, so their names show before any search. */
  known?: Array<Pick<OfficialAccount, 'id' | 'name'>>;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  // Once a person is picked the box shows their label: that is not a new search.
  const candidates = useOfficialCandidates(role, debounced === chosenLabel ? '' : debounced);
  const options = new Map<number, string>();
  for (const account of known) options.set(account.id, account.name);
  for (const account of candidates.data?.data ?? []) {
    if (!exclude.includes(account.id) || account.id === value) {
      options.set(account.id, `${account.name} (${account.email})`);
    }
  }
  return (
    <Select
      label={label}
      placeholder={t('officialsAdmin.picker.placeholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={
        candidates.isFetching ? t('common.loading') : t('officialsAdmin.picker.none')
      }
      data={[...options].map(([id, name]) => ({ value: String(id), label: name }))}
      value={value === null ? null : String(value)}
      onChange={(selected, option) => {
        setChosenLabel(option?.label ?? null);
        onChange(selected === null ? null : Number(selected));
      }}
      error={error}
    />
  );
}
