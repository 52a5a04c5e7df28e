import type { PlayerBaseOption } from '@courtside/events';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useName } from '../../../lib/names';
import { asOptions, FilterSelect, useFilterProblem, type FiltersProps } from './filter-select';

/** Name, club and category of the player base; the name applies as the visitor pauses typing. */
export function PlayerFilters({
  options,
  ...filters
}: FiltersProps<{ clubs: PlayerBaseOption[]; categories: PlayerBaseOption[] }>) {
  const { t } = useTranslation();
  const shown = useName();
  const [name, setName] = useState(filters.values.name ?? '');
  const applyName = useDebouncedCallback(
    (text: string) => filters.onChange({ name: text.trim() }),
    300,
  );
  const problem = useFilterProblem(filters.problems);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="search">
      <TextInput
        label={t('publicPages.players.name')}
        placeholder={t('publicPages.players.namePlaceholder')}
        value={name}
        maxLength={100}
        error={problem('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          applyName(event.currentTarget.value);
        }}
      />
      <FilterSelect
        {...filters}
        field="club_id"
        label={t('publicPages.players.club')}
        placeholder={t('publicPages.players.allClubs')}
        data={asOptions(options?.clubs, shown)}
      />
      <FilterSelect
        {...filters}
        field="category_id"
        label={t('publicPages.players.category')}
        placeholder={t('publicPages.players.allCategories')}
        data={asOptions(options?.categories, shown)}
      />
    </SimpleGrid>
  );
}
