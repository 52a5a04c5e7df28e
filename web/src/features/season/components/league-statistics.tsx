import type { TeamStatistics } from '@courtside/events';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { ApiRequestError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import { useLeagueStatistics } from '../api/get-league-statistics';

// The chart library is large; only visitors of the statistics page pay for it.
const StatisticsCharts = lazy(() => import('./statistics-charts'));

function record(split: { won: number; lost: number }) {
  return `${split.won}–${split.lost}`;
}

function Streak({ team }: { team: TeamStatistics }) {
  const { t } = useTranslation();
  if (!team.current_streak) return <>–</>;
  const key =
    team.current_streak.outcome === 'W' ? 'operations.stats.wins' : 'operations.stats.losses';
  return <>{t(key, { count: team.current_streak.length })}</>;
}

/** A public league's team statistics: averages, splits, streaks, biggest wins, with charts. */
export function LeagueStatistics({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation();
  const statistics = useLeagueStatistics(leagueId);
  const league = statistics.data?.league;
  usePageTitle(league ? t('operations.stats.pageTitle', { league: league.name }) : undefined);

  if (statistics.isPending) return <LoadingBlock rows={6} />;
  if (statistics.isError) {
    const missing = statistics.error instanceof ApiRequestError && statistics.error.status === 404;
    return missing ? (
      <EmptyBlock title={t('operations.stats.notFound')} />
    ) : (
      <ErrorState onRetry={() => void statistics.refetch()} />
    );
  }
  const { teams, biggest_wins: biggestWins, games: contestCount } = statistics.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('operations.stats.pageTitle', { league: statistics.data.league.name })}
        </Title>
        <Anchor component={Link} to={`/league/${leagueId}`} size="sm">
          {t('operations.stats.back')}
        </Anchor>
      </div>
      {contestCount === 0 ? (
        <EmptyBlock
          title={t('operations.stats.empty')}
          description={t('operations.stats.emptyHint')}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="xs" aria-label={t('operations.stats.tableTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operations.stats.team')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.played')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.record')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.home')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.away')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.pointsFor')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.pointsAgainst')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.avgFor')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.avgAgainst')}</Table.Th>
                  <Table.Th>{t('operations.stats.streak')}</Table.Th>
                  <Table.Th ta="right">{t('operations.stats.longestWin')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {teams.map((team) => (
                  <Table.Tr key={team.team.id}>
                    <Table.Td fw={600}>{team.team.name}</Table.Td>
                    <Table.Td ta="right">{team.played}</Table.Td>
                    <Table.Td ta="right">{record(team)}</Table.Td>
                    <Table.Td ta="right">{record(team.home)}</Table.Td>
                    <Table.Td ta="right">{record(team.away)}</Table.Td>
                    <Table.Td ta="right">{team.points_for}</Table.Td>
                    <Table.Td ta="right">{team.points_against}</Table.Td>
                    <Table.Td ta="right">{team.avg_for}</Table.Td>
                    <Table.Td ta="right">{team.avg_against}</Table.Td>
                    <Table.Td>
                      <Streak team={team} />
                    </Table.Td>
                    <Table.Td ta="right">{team.longest_win_streak}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {t('operations.stats.forfeitNote')}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Suspense fallback={<LoadingBlock rows={3} />}>
              <StatisticsCharts teams={teams} />
            </Suspense>
          </SimpleGrid>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={t('operations.stats.biggestWins')}
          >
            <Title order={2} size="h4" mb="sm">
              {t('operations.stats.biggestWins')}
            </Title>
            {biggestWins.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('operations.stats.noWins')}
              </Text>
            ) : (
              <Stack gap="xs" component="ol" m={0}>
                {biggestWins.map((win) => (
                  <li key={win.contest_id}>
                    <Text size="sm">
                      {t('operations.stats.win', {
                        team: win.team.name,
                        opponent: win.opponent.name,
                        score: `${win.points_for}:${win.points_against}`,
                        margin: win.margin,
                        date: formatDay(win.time),
                      })}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
