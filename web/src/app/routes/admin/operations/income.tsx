import { Group, Select, SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../../../components/ui/download-button';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import {
  incomeCsvUrl,
  useIncome,
  type IncomeFilters,
} from '../../../../features/operations/api/get-income';
import { IncomeTable } from '../../../../features/operations/components/income-table';
import { isIsoDay, todayUtc } from '../../../../lib/dates';
import { RoutePage } from '../../../layouts/route-page';

const IncomeChart = lazy(() => import('../../../../features/operations/components/income-chart'));

function readFilters(params: URLSearchParams): IncomeFilters {
  const today = todayUtc();
  return {
    from: params.get('from') ?? `${today.slice(0, 7)}-01`,
    to: params.get('to') ?? today,
    league_id: params.get('league_id') ?? '',
    official_id: params.get('official_id') ?? '',
  };
}

/** Fees and income: what each official earned per league over a range, as table and bars. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const reversed = filters.from > filters.to;
  const report = useIncome(filters, !reversed);
  // The selects offer whoever earned anything in the range, whatever else is narrowed.
  const options = useIncome({ ...filters, league_id: '', official_id: '' }, !reversed);

  const change = (next: Partial<IncomeFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search);
  };
  const day = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : null);

  return (
    <RoutePage title={t('operations.income.title')} gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <DatePickerInput
          label={t('operations.income.from')}
          value={filters.from}
          valueFormat="DD.MM.YYYY"
          onChange={(value) => {
            const from = day(value);
            if (from) change({ from });
          }}
        />
        <DatePickerInput
          label={t('operations.income.to')}
          value={filters.to}
          valueFormat="DD.MM.YYYY"
          error={reversed ? t('operations.income.reversed') : undefined}
          onChange={(value) => {
            const to = day(value);
            if (to) change({ to });
          }}
        />
        <Select
          label={t('operations.income.league')}
          placeholder={t('operations.income.all')}
          clearable
          value={filters.league_id || null}
          data={(options.data?.by_league ?? []).map((l) => ({
            value: String(l.id),
            label: l.name,
          }))}
          onChange={(value) => change({ league_id: value ?? '' })}
        />
        <Select
          label={t('operations.income.official')}
          placeholder={t('operations.income.all')}
          clearable
          searchable
          value={filters.official_id || null}
          data={(options.data?.by_official ?? []).map((o) => ({
            value: String(o.id),
            label: o.name,
          }))}
          onChange={(value) => change({ official_id: value ?? '' })}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('operations.income.hint')}
        </Text>
        <DownloadButton href={incomeCsvUrl(filters)} variant="light" disabled={reversed}>
          {t('operations.income.download')}
        </DownloadButton>
      </Group>
      {reversed ? null : report.isPending ? (
        <LoadingBlock />
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <EmptyBlock
          title={t('operations.income.empty')}
          description={t('operations.income.emptyHint')}
        />
      ) : (
        <>
          <IncomeTable report={report.data} />
          <Suspense fallback={<LoadingBlock rows={2} />}>
            <IncomeChart totals={report.data.by_official} />
          </Suspense>
        </>
      )}
    </RoutePage>
  );
}
