import type { IncomeReport } from '@courtside/events';
import { Pagination, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import { formatMoney } from '../../../lib/numbers';

/** One line per official, league and role, ten to a page, with the range's total. */
export function IncomeTable({ report }: { report: IncomeReport }) {
  const { t, i18n } = useTranslation();
  // Amounts as the chosen language writes them, with the currency.
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(report.rows.length / DEFAULT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = report.rows.slice((current - 1) * DEFAULT_PAGE_SIZE, current * DEFAULT_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operations.income.official')}</Table.Th>
              <Table.Th>{t('operations.income.league')}</Table.Th>
              <Table.Th>{t('operations.income.role')}</Table.Th>
              <Table.Th ta="right">{t('operations.income.matches')}</Table.Th>
              <Table.Th ta="right">{t('operations.income.fee')}</Table.Th>
              <Table.Th ta="right">{t('operations.income.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.official.id}-${row.league.id}-${row.role}`}>
                <Table.Td>{row.official.name}</Table.Td>
                <Table.Td>{row.league.name}</Table.Td>
                <Table.Td>{t(`operations.roles.${row.role}`, { defaultValue: row.role })}</Table.Td>
                <Table.Td ta="right">{row.matches}</Table.Td>
                <Table.Td ta="right">{money(row.fee)}</Table.Td>
                <Table.Td ta="right">{money(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{t('operations.income.total')}</Table.Th>
              <Table.Th ta="right">{report.total.matches}</Table.Th>
              <Table.Th />
              <Table.Th ta="right">{money(report.total.amount)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} />}
    </Stack>
  );
}
