import { contestListStatuses } from '@courtside/events';
import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../../lib/dates';
import { useName } from '../../../lib/names';
import type { ContestListOptions } from '../api/get-contest-list';
import { asOptions, FilterSelect, useFilterProblem, type FiltersProps } from './filter-select';

/** League, team, day range and status of the public contest list; one column on a phone. */
export function ContestFilters({ options, ...filters }: FiltersProps<ContestListOptions>) {
  const { t } = useTranslation();
  const name = useName();
  const problem = useFilterProblem(filters.problems);
  const day = (field: 'from' | 'to', label: string) => (
    <DatePickerInput
      label={label}
      value={
        filters.values[field] && isIsoDay(filters.values[field]) ? filters.values[field] : null
      }
      valueFormat="DD.MM.YYYY"
      clearable
      error={problem(field)}
      onChange={(value) => filters.onChange({ [field]: typeof value === 'string' ? value : null })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <FilterSelect
        {...filters}
        field="league_id"
        label={t('publicPages.contests.league')}
        placeholder={t('publicPages.contests.allLeagues')}
        data={asOptions(options?.leagues, name)}
      />
      <FilterSelect
        {...filters}
        field="team_id"
        label={t('publicPages.contests.team')}
        placeholder={t('publicPages.contests.allTeams')}
        data={asOptions(options?.teams, name)}
      />
      {day('from', t('publicPages.contests.from'))}
      {day('to', t('publicPages.contests.to'))}
      <FilterSelect
        {...filters}
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
