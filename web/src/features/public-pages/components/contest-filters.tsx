import { contestListStatuses } from '@courtside/events';
import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../../lib/dates';
import type { ContestListOptions } from '../api/get-contest-list';
import { asOptions, FilterSelect } from './filter-select';

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
  const shared = { values, problems, onChange };
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
      <FilterSelect
        {...shared}
        field="league_id"
        label={t('publicPages.contests.league')}
        placeholder={t('publicPages.contests.allLeagues')}
        data={asOptions(options?.leagues)}
      />
      <FilterSelect
        {...shared}
        field="team_id"
        label={t('publicPages.contests.team')}
        placeholder={t('publicPages.contests.allTeams')}
        data={asOptions(options?.teams)}
      />
      {day('from', t('publicPages.contests.from'))}
      {day('to', t('publicPages.contests.to'))}
      <FilterSelect
        {...shared}
        field="status"
        label={t('publicPages.contests.status')}
        placeholder={t('publicPages.contests.allStatuses')}
        data={contestListStatuses.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        searchable={false}
      />
    </SimpleGrid>
  );
}
