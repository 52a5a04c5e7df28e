import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContestCard } from '../../../components/ui/contest-card';
import { DayPicker } from '../../../components/ui/day-picker';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useOfficialContests } from '../../../features/score-entry/api/get-official-contests';
import { isIsoDay, todayUtc } from '../../../lib/dates';
import { usePageTitle } from '../../../components/ui/page-title';

/** The official's contests of one day (today unless another day is picked). */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('date') ?? undefined;
  const day = isIsoDay(requested) ? requested : todayUtc();
  const contests = useOfficialContests(day);
  usePageTitle(t('officials.contestsTitle'));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('officials.contestsTitle')}
        </Title>
        <DayPicker value={day} onChange={(next) => setSearch({ date: next })} />
      </Group>
      {/* Officials' tests (9C): reachable from the official's first page. */}
      <Button component={Link} to="/officials/tests" variant="light" size="md">
        {t('officials.testsLink')}
      </Button>
      {contests.isPending ? (
        <LoadingBlock />
      ) : contests.isError ? (
        <ErrorState onRetry={() => void contests.refetch()} />
      ) : contests.data.data.length === 0 ? (
        <EmptyBlock title={t('results.empty')} />
      ) : (
        <Stack gap="sm">
          {contests.data.data.map((contest) => (
            <ContestCard
              key={contest.id}
              contest={contest}
              action={
                <Button
                  component={Link}
                  to={`/officials/games/${contest.id}`}
                  size="md"
                  aria-label={t('officials.enterScoreFor', {
                    home: contest.first_team.name,
                    away: contest.second_team.name,
                  })}
                >
                  {t('officials.enterScore')}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
