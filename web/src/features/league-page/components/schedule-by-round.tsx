import type { PublicContest } from '@courtside/events';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestCard } from '../../../components/ui/contest-card';
import { EmptyBlock } from '../../../components/ui/page-state';

export function groupByRound(contests: PublicContest[]): [number, PublicContest[]][] {
  const rounds = new Map<number, PublicContest[]>();
  const sorted = [...contests].sort(
    (a, b) => a.round - b.round || a.time.localeCompare(b.time) || a.id - b.id,
  );
  for (const contest of sorted) {
    rounds.set(contest.round, [...(rounds.get(contest.round) ?? []), contest]);
  }
  return [...rounds.entries()];
}

export function ScheduleByRound({
  contests,
  action,
  linked = false,
}: {
  contests: PublicContest[];
  /** Each card links to its contest's page (not in embeds, which stay on their widget). */
  linked?: boolean;
  /** Something an administrator may do with a contest, shown under its card. */
  action?: (contest: PublicContest) => ReactNode;
}) {
  const { t } = useTranslation();
  if (contests.length === 0) return <EmptyBlock title={t('schedule.empty')} />;
  return (
    <Stack gap="xl">
      {groupByRound(contests).map(([round, items]) => (
        <section key={round} aria-labelledby={`round-${round}`}>
          <Title order={3} size="h4" mb="sm" id={`round-${round}`}>
            {t('contest.round', { round })}
          </Title>
          <Stack gap="sm">
            {items.map((contest) =>
              action ? (
                <Stack key={contest.id} gap={4} align="flex-start">
                  <ContestCard contest={contest} linked={linked} />
                  {action(contest)}
                </Stack>
              ) : (
                <ContestCard key={contest.id} contest={contest} linked={linked} />
              ),
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
