import type { StandingRow } from '@courtside/events';
import { Badge, Group, Table, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { criterionKey } from './criterion-legend';
import { useName } from '../../../lib/names';

/** Columns a phone leaves out: won, lost and the points scored and conceded. */
const wideOnly = new Set(['won', 'lost', 'pointsFor', 'pointsAgainst']);

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
  // A phone shows the compact row (position, team, played, difference, points): every
  // team's points stay on screen with no sideways scrolling; wider screens show every column.
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table striped highlightOnHover withTableBorder captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column}
                scope="col"
                ta={column === 'team' ? 'left' : 'center'}
                visibleFrom={wideOnly.has(column) ? 'sm' : undefined}
              >
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
                <Group gap={6} wrap="wrap">
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
              <Table.Td ta="center" visibleFrom="sm">
                {row.won}
              </Table.Td>
              <Table.Td ta="center" visibleFrom="sm">
                {row.lost}
              </Table.Td>
              <Table.Td ta="center" visibleFrom="sm">
                {row.points_for}
              </Table.Td>
              <Table.Td ta="center" visibleFrom="sm">
                {row.points_against}
              </Table.Td>
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
