import { contestListStatuses } from '@courtside/events';
import { Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../../lib/dates';
import type { ContestListOptions } from '../api/get-contest-list';

type Patch = Record<string, string | null>;

/** League, team, day range and status of the public contest list; one column on a phone. */
export function ContestFilters({
  values,
  problems,
  options,
  onChange,
}: {
  values: Record<string, string>;
  problems: Record<string, string>;
  options: ContestListOptions | undefined;
  onChange(patch: Patch): void;
}) {
  const { t } = useTranslation();
  const problem = (field: string) =>
    problems[field] ? t(`publicPages.validation.${problems[field]}`) : undefined;
  const asData = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const day = (field: 'from' | 'to', label: string) => (
    <DatePickerInput
      label={label}
      value={values[field] && isIsoDay(values[field]) ? values[field] : null}
      valueFormat="DD.MM.YYYY"
      clearable
      error={problem(field)}
      onChange={(value) => onChange({ [field]: typeof value === 'string' ? value : null })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <Select
        label={t('publicPages.contests.league')}
        placeholder={t('publicPages.contests.allLeagues')}
        data={asData(options?.leagues)}
        value={values.league_id ?? null}
        onChange={(value) => onChange({ league_id: value })}
        error={problem('league_id')}
        searchable
        clearable
      />
      <Select
        label={t('publicPages.contests.team')}
        placeholder={t('publicPages.contests.allTeams')}
        data={asData(options?.teams)}
        value={values.team_id ?? null}
        onChange={(value) => onChange({ team_id: value })}
        error={problem('team_id')}
        searchable
        clearable
      />
      {day('from', t('publicPages.contests.from'))}
      {day('to', t('publicPages.contests.to'))}
      <Select
        label={t('publicPages.contests.status')}
        placeholder={t('publicPages.contests.allStatuses')}
        data={contestListStatuses.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        value={values.status ?? null}
        onChange={(value) => onChange({ status: value })}
        error={problem('status')}
        clearable
      />
    </SimpleGrid>
  );
}
