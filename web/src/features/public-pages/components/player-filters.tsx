import type { PlayerBaseOption } from '@courtside/events';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asOptions, FilterSelect } from './filter-select';

/** Name, club and category of the player base; the name applies as the visitor pauses typing. */
export function PlayerFilters({
  values,
  problems,
  options,
  onChange,
}: {
  values: Record<string, string>;
  problems: Record<string, string>;
  options: { clubs: PlayerBaseOption[]; categories: PlayerBaseOption[] } | undefined;
  onChange(patch: Record<string, string | null>): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(values.name ?? '');
  const applyName = useDebouncedCallback((text: string) => onChange({ name: text.trim() }), 300);
  const problem = (field: string) =>
    problems[field] ? t(`publicPages.validation.${problems[field]}`) : undefined;
  const shared = { values, problems, onChange };
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
        {...shared}
        field="club_id"
        label={t('publicPages.players.club')}
        placeholder={t('publicPages.players.allClubs')}
        data={asOptions(options?.clubs)}
      />
      <FilterSelect
        {...shared}
        field="category_id"
        label={t('publicPages.players.category')}
        placeholder={t('publicPages.players.allCategories')}
        data={asOptions(options?.categories)}
      />
    </SimpleGrid>
  );
}
