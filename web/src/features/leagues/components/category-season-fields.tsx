import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A category a league may belong to; its season is the league's season. */
export interface CategoryOption {
  id: number;
  name: string;
  season: string;
}

/**
 * Season, then category of that season: a league's season is its category's, so the wizard and
 * the edit screen ask for both with one answer stored (category_id).
 */
export function CategorySeasonFields({
  categories,
  value,
  onChange,
  error,
}: {
  categories: CategoryOption[];
  value: number | null;
  onChange(categoryId: number | null): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const chosen = categories.find((category) => category.id === value);
  const [season, setSeason] = useState<string | null>(chosen?.season ?? null);
  const seasons = [...new Set(categories.map((category) => category.season))].sort().reverse();
  const shown = categories.filter((category) => season === null || category.season === season);
  return (
    <Group grow align="flex-start">
      <Select
        label={t('phone.league.season')}
        placeholder={t('phone.league.anySeason')}
        data={seasons}
        value={chosen?.season ?? season}
        onChange={(next) => {
          setSeason(next);
          if (chosen && chosen.season !== next) onChange(null);
        }}
        clearable
      />
      <Select
        label={t('phone.league.category')}
        placeholder={t('phone.league.noCategory')}
        data={shown.map((category) => ({
          value: String(category.id),
          label: `${category.name} (${category.season})`,
        }))}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(next === null ? null : Number(next))}
        error={error}
        clearable
        searchable
      />
    </Group>
  );
}
