import type { Scores } from '@courtside/events';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PeriodTableProps {
  contest: Scores & {
    first_team: { name: string };
    second_team: { name: string };
    first_team_total: number;
    second_team_total: number;
  };
  caption?: string;
}

const cell = (value: number | null) => (value === null ? '–' : value);

/** Points per period for both teams; extra time only when it was played. */
export function PeriodTable({ contest, caption }: PeriodTableProps) {
  const { t } = useTranslation();
  const extra = contest.A_extra !== null || contest.B_extra !== null;
  const rows = [
    { name: contest.first_team.name, side: 'A' as const, total: contest.first_team_total },
    { name: contest.second_team.name, side: 'B' as const, total: contest.second_team_total },
  ];
  return (
    <Table withTableBorder striped fz="sm" captionSide="top">
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('contest.team')}</Table.Th>
          {[1, 2, 3, 4].map((period) => (
            <Table.Th key={period} scope="col" ta="center">
              {t('contest.periodShort', { period })}
            </Table.Th>
          ))}
          {extra && (
            <Table.Th scope="col" ta="center">
              {t('contest.extraShort')}
            </Table.Th>
          )}
          <Table.Th scope="col" ta="center">
            {t('contest.total')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ name, side, total }) => (
          <Table.Tr key={side}>
            <Table.Th scope="row">{name}</Table.Th>
            <Table.Td ta="center">{cell(contest[`${side}1`])}</Table.Td>
            <Table.Td ta="center">{cell(contest[`${side}2`])}</Table.Td>
            <Table.Td ta="center">{cell(contest[`${side}3`])}</Table.Td>
            <Table.Td ta="center">{cell(contest[`${side}4`])}</Table.Td>
            {extra && <Table.Td ta="center">{cell(contest[`${side}_extra`])}</Table.Td>}
            <Table.Td ta="center" fw={700}>
              {total}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
