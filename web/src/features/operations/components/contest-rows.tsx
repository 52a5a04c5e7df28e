import type { PublicContest } from '@courtside/events';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/contest-card';
import { formatDateTime, formatTime } from '../../../lib/dates';

/** Contests as compact rows: when, league, teams and the score as it stands. */
export function ContestRows({
  contests,
  empty,
  fresh,
  timeOnly = false,
}: {
  contests: PublicContest[];
  /** Show only the time (lists of one day). */
  timeOnly?: boolean;
  empty: string;
  /** Ids of contests the last push changed: their rows stand out for a moment. */
  fresh?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  if (contests.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operations.dashboard.columns.time')}</Table.Th>
            <Table.Th>{t('operations.dashboard.columns.league')}</Table.Th>
            <Table.Th>{t('operations.dashboard.columns.match')}</Table.Th>
            <Table.Th ta="center">{t('operations.dashboard.columns.score')}</Table.Th>
            <Table.Th>{t('operations.dashboard.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contests.map((contest) => {
            const scored = contest.status === 'in_progress' || contest.status === 'finished';
            return (
              <Table.Tr
                key={contest.id}
                data-contest={contest.id}
                bg={fresh?.has(contest.id) ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td>
                  {timeOnly ? formatTime(contest.time) : formatDateTime(contest.time)}
                </Table.Td>
                <Table.Td>{contest.league_name}</Table.Td>
                <Table.Td>
                  {t('contest.label', {
                    home: contest.first_team.name,
                    away: contest.second_team.name,
                  })}
                </Table.Td>
                <Table.Td ta="center" fw={700} aria-live="polite">
                  {scored ? `${contest.first_team_total} : ${contest.second_team_total}` : '–'}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={contest.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
