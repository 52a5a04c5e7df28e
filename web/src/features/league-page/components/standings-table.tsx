import type { StandingRow } from '@courtside/events';
import { Badge, Group, Table, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { criterionKey } from './criterion-legend';
import { useName } from '../../../lib/names';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function StandingsTable({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const columns = [
    'position',
    'team',
    'played',
    'won',
    'lost',
    'pointsFor',
    'pointsAgainst',
    'difference',
    'points',
  ];
  return (
    <Table.ScrollContainer
      minWidth={560}
      // A region that scrolls sideways must take focus, so the keyboard can scroll it too.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': caption } }}
    >
      <Table striped highlightOnHover withTableBorder captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" ta={column === 'team' ? 'left' : 'center'}>
                <abbr title={t(`standings.${column}`)} style={{ textDecoration: 'none' }}>
                  {t(`standings.short.${column}`)}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.team.id} aria-label={nameOf(row.team.name)}>
              <Table.Td ta="center">{row.position}</Table.Td>
              <Table.Th scope="row" fw={600}>
                <Group gap={6} wrap="nowrap">
                  {nameOf(row.team.name)}
                  {row.criterion !== 'points' && (
                    // Which tie-break placed the row; the legend under the table spells it out.
                    <Tooltip
                      label={t(`standingsArea.criterion.long.${criterionKey(row.criterion)}`)}
                      multiline
                      w={260}
                    >
                      <Badge
                        size="xs"
                        variant="light"
                        color={row.criterion === 'shared' ? 'gray' : 'blue'}
                        data-criterion={row.criterion}
                      >
                        {t(`standingsArea.criterion.short.${criterionKey(row.criterion)}`)}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              </Table.Th>
              <Table.Td ta="center">{row.played}</Table.Td>
              <Table.Td ta="center">{row.won}</Table.Td>
              <Table.Td ta="center">{row.lost}</Table.Td>
              <Table.Td ta="center">{row.points_for}</Table.Td>
              <Table.Td ta="center">{row.points_against}</Table.Td>
              <Table.Td ta="center">{signed(row.point_difference)}</Table.Td>
              <Table.Td ta="center" fw={700}>
                {row.points}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
