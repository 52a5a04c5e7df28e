import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../../components/ui/date-field';
import { DownloadButton } from '../../../components/ui/download-button';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime, isIsoDay } from '../../../lib/dates';
import { recordsCsvUrl, useOfficialRecords, useOwnIncome, type DeskRange } from '../api/desk';
import { formatMoney } from '../../../lib/numbers';

/** The official's income over the same range: the income report, theirs only, per league. */
function OwnIncome({ range, enabled }: { range: DeskRange; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  // Amounts as the chosen language writes them, with the currency.
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const income = useOwnIncome(range, enabled);
  if (income.isPending) return <LoadingBlock rows={2} />;
  if (income.isError) return <ErrorState onRetry={() => void income.refetch()} />;
  const report = income.data;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('desk.income.title')}
      </Title>
      {report.by_league.length === 0 ? (
        <EmptyBlock title={t('desk.income.empty')} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('desk.records.league')}</Table.Th>
              <Table.Th ta="right">{t('desk.income.matches')}</Table.Th>
              <Table.Th ta="right">{t('desk.income.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.by_league.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{row.matches}</Table.Td>
                <Table.Td ta="right">{money(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text fw={600}>
        {t('desk.income.total', {
          amount: money(report.total.amount),
          count: report.total.matches,
        })}
      </Text>
    </Stack>
  );
}

/**
 * Records (spec §2 officials): the matches the official worked in a range of days, with role,
 * league, result and fee, as a list on a phone and a CSV download; then their own income.
 */
export function RecordsView() {
  const { t, i18n } = useTranslation();
  // Amounts as the chosen language writes them, with the currency.
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const [range, setRange] = useState<DeskRange>({ from: '', to: '' });
  const valid =
    (range.from === '' || isIsoDay(range.from)) &&
    (range.to === '' || isIsoDay(range.to)) &&
    (range.from === '' || range.to === '' || range.from <= range.to);
  const records = useOfficialRecords(range, valid);

  return (
    <Stack gap="lg">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <DateField
          label={t('desk.records.from')}
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
          clearable
        />
        <DateField
          label={t('desk.records.to')}
          value={range.to}
          onChange={(to) => setRange({ ...range, to })}
          clearable
          error={valid ? undefined : t('desk.records.badRange')}
        />
        <DownloadButton href={recordsCsvUrl(range)} variant="light" disabled={!valid}>
          {t('desk.records.csv')}
        </DownloadButton>
      </Group>
      {records.isPending ? (
        <LoadingBlock />
      ) : records.isError ? (
        <ErrorState onRetry={() => void records.refetch()} />
      ) : records.data.data.length === 0 ? (
        <EmptyBlock title={t('desk.records.empty')} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {records.data.data.map((row) => (
            <Stack
              key={`${row.contest_id}-${row.role}`}
              component="li"
              gap={2}
              p="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Anchor component={Link} to={`/officials/games/${row.contest_id}`} fw={600}>
                {row.first_team_name} – {row.second_team_name}
                {row.first_team_total !== null && row.second_team_total !== null
                  ? ` ${row.first_team_total}:${row.second_team_total}`
                  : ''}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDateTime(row.time)} · {row.league.name} ·{' '}
                {t(`desk.roles.${row.role}`, { defaultValue: row.role })} ·{' '}
                {t(`desk.records.status.${row.status}`, { defaultValue: row.status })}
              </Text>
              <Text size="sm">{t('desk.records.fee', { amount: money(row.fee) })}</Text>
            </Stack>
          ))}
          <Text fw={600}>
            {t('desk.records.total', {
              count: records.data.total.matches,
              amount: money(records.data.total.fees),
            })}
          </Text>
        </Stack>
      )}
      <OwnIncome range={range} enabled={valid} />
    </Stack>
  );
}
