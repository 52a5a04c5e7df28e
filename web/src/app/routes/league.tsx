import { Anchor, Badge, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContestCard } from '../../components/ui/contest-card';
import { ErrorState, LoadingBlock } from '../../components/ui/page-state';
import { LiveIndicator } from '../../components/ui/live-indicator';
import { ScheduleByRound } from '../../features/league-page/components/schedule-by-round';
import { CorrectResultButton } from '../../features/league-page/components/result-correction-dialog';
import { RoundStandings } from '../../features/league-page/components/round-standings';
import { StandingsStates } from '../../features/league-page/components/standings-states';
import { useCanCorrect } from '../../features/auth/hooks/use-can-correct';
import { useLeagueRoom } from '../../features/league-page/hooks/use-league-room';
import { bracketKinds, PublicBracket } from '../../features/league-page/components/public-bracket';
import { NotFoundRoute } from './not-found';
import { usePageTitle } from '../../components/ui/page-title';
import { useName } from '../../lib/names';
import { ScoreAnnouncer } from '../../features/league-page/components/score-announcer';

// The chart library is large; only visitors of a standings tab pay for it.
const PointsChart = lazy(() => import('../../features/league-page/components/points-chart'));

const TABS = ['bracket', 'standings', 'schedule'] as const;
type Tab = (typeof TABS)[number];

/** Public league page: standings and schedule that follow the league room live. */
export function Component() {
  const { id } = useParams();
  const leagueId = Number(id);
  if (!Number.isInteger(leagueId) || leagueId <= 0) return <NotFoundRoute />;
  return <LeaguePage leagueId={leagueId} />;
}

function LeaguePage({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const [search, setSearch] = useSearchParams();
  const { standings, schedule } = useLeagueRoom(leagueId);
  const canCorrect = useCanCorrect();
  const league = standings.data?.league ?? schedule.data?.league;
  // A play-off has no table worth opening on: it opens on its bracket, to the final.
  const hasBracket = league !== undefined && bracketKinds.has(league.kind);
  const tabs = TABS.filter((name) => name !== 'bracket' || hasBracket);
  const tab: Tab =
    tabs.find((name) => name === search.get('tab')) ??
    (league?.kind === 'play-off' ? 'bracket' : 'standings');
  usePageTitle(league ? nameOf(league.name) : undefined);
  const live = schedule.data?.contests.filter((contest) => contest.status === 'in_progress') ?? [];

  if (standings.isError && schedule.isError) {
    return (
      <ErrorState onRetry={() => void Promise.all([standings.refetch(), schedule.refetch()])} />
    );
  }

  return (
    <Stack gap="lg">
      <ScoreAnnouncer contests={schedule.data?.contests} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          {league ? (
            <Title order={1} size="h2">
              {nameOf(league.name)}
            </Title>
          ) : (
            <Skeleton height={32} width={260} />
          )}
          {league && (
            <Text c="dimmed" size="sm">
              {[nameOf(league.category?.name), league.season, nameOf(league.city)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </div>
        <Group gap="md">
          <Anchor component={Link} to={`/league/${leagueId}/statistics`} size="sm">
            {t('operations.stats.link')}
          </Anchor>
          <LiveIndicator />
        </Group>
      </Group>

      {live.length > 0 && (
        <section aria-labelledby="live-now">
          <Group gap="xs" mb="sm">
            <Badge color="red" variant="filled" id="live-now" size="lg">
              {t('league.liveNow')}
            </Badge>
          </Group>
          <Stack gap="sm">
            {live.map((contest) => (
              <ContestCard key={contest.id} contest={contest} linked />
            ))}
          </Stack>
        </section>
      )}

      <Tabs
        value={tab}
        onChange={(next) => setSearch({ tab: next ?? 'standings' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {hasBracket && <Tabs.Tab value="bracket">{t('standingsArea.bracket.title')}</Tabs.Tab>}
          <Tabs.Tab value="standings">{t('league.standings')}</Tabs.Tab>
          <Tabs.Tab value="schedule">{t('league.schedule')}</Tabs.Tab>
        </Tabs.List>
        {hasBracket && (
          <Tabs.Panel value="bracket" pt="md">
            <PublicBracket leagueId={leagueId} kind={league.kind} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="standings" pt="md">
          <StandingsStates standings={standings}>
            {(liveRows) => (
              <Stack gap="lg">
                <RoundStandings
                  leagueId={leagueId}
                  liveRows={liveRows}
                  chart={(rows, round) => (
                    <Suspense fallback={<Skeleton height={240} />}>
                      <PointsChart rows={rows} round={round} />
                    </Suspense>
                  )}
                />
              </Stack>
            )}
          </StandingsStates>
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="md">
          {schedule.isPending ? (
            <LoadingBlock rows={6} />
          ) : schedule.isError ? (
            <ErrorState onRetry={() => void schedule.refetch()} />
          ) : (
            <Stack gap="lg">
              <ScheduleByRound
                contests={schedule.data.contests}
                linked
                action={
                  canCorrect ? (contest) => <CorrectResultButton contest={contest} /> : undefined
                }
              />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
