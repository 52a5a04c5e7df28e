import { Table, Text } from '@mantine/core';
import type { OfficialTestResultRow } from '@courtside/events';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { TestStatusBadge } from './status-badge';

/** Every official given the test: where they stand, when they handed in, their score. */
export function ResultsTable({ rows }: { rows: OfficialTestResultRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <EmptyBlock
        title={t('officialTests.results.empty')}
        description={t('officialTests.results.emptyHint')}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('officialTests.results.official')}</Table.Th>
            <Table.Th>{t('officialTests.results.status')}</Table.Th>
            <Table.Th>{t('officialTests.results.submitted')}</Table.Th>
            <Table.Th ta="right">{t('officialTests.results.score')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.account_id}>
              <Table.Td>
                <Text size="sm">{row.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <TestStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{row.submitted_at ? formatDateTime(row.submitted_at) : '—'}</Table.Td>
              <Table.Td ta="right">
                {row.score === null
                  ? '—'
                  : t('officialTests.results.scoreValue', {
                      score: row.score,
                      max: row.max_score,
                      percent: row.percent,
                    })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
