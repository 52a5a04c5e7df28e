import type { PlayerBaseOption } from '@courtside/events';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const asData = (items: PlayerBaseOption[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
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
      <Select
        label={t('publicPages.players.club')}
        placeholder={t('publicPages.players.allClubs')}
        data={asData(options?.clubs)}
        value={values.club_id ?? null}
        onChange={(value) => onChange({ club_id: value })}
        error={problem('club_id')}
        searchable
        clearable
      />
      <Select
        label={t('publicPages.players.category')}
        placeholder={t('publicPages.players.allCategories')}
        data={asData(options?.categories)}
        value={values.category_id ?? null}
        onChange={(value) => onChange({ category_id: value })}
        error={problem('category_id')}
        searchable
        clearable
      />
    </SimpleGrid>
  );
}
