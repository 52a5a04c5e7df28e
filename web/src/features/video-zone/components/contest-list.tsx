import type { PublicContest } from '@courtside/events';
import { Stack } from '@mantine/core';
import { ContestCard } from '../../../components/ui/contest-card';
import { EmptyBlock } from '../../../components/ui/page-state';

/** Contests as cards, or a plain empty state. */
export function ContestList({
  contests,
  emptyTitle,
  emptyText,
}: {
  contests: PublicContest[];
  emptyTitle: string;
  emptyText?: string;
}) {
  if (contests.length === 0) return <EmptyBlock title={emptyTitle} description={emptyText} />;
  return (
    <Stack gap="sm">
      {contests.map((contest) => (
        <ContestCard key={contest.id} contest={contest} />
      ))}
    </Stack>
  );
}
