import type { ContestStatus, PublicContest } from '@courtside/events';
import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { PeriodTable } from './period-table';
import { StateBadge } from './state-badge';
import { useName } from '../../lib/names';

const statusColor: Record<ContestStatus, string> = {
  scheduled: 'gray',
  in_progress: 'red',
  finished: 'teal',
  postponed: 'yellow',
  cancelled: 'dark',
};

export function StatusBadge({ status }: { status: ContestStatus }) {
  return (
    <StateBadge
      state={status}
      colours={statusColor}
      texts="status"
      variant={status === 'in_progress' ? 'filled' : 'light'}
    />
  );
}

function hasScore(contest: PublicContest): boolean {
  return contest.status === 'in_progress' || contest.status === 'finished';
}

/**
 * One contest: teams, totals, status (live ones stand out) and period scores on demand;
 * `linked` on public pages adds the way to the contest's own (shareable) page.
 */
export function ContestCard({
  contest,
  action,
  linked = false,
}: {
  contest: PublicContest;
  action?: ReactNode;
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  const [opened, { toggle }] = useDisclosure(false);
  const live = contest.status === 'in_progress';
  const home = nameOf(contest.first_team.name);
  const away = nameOf(contest.second_team.name);
  const periodsId = `contest-${contest.id}-periods`;

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={t('contest.label', { home, away })}
      style={live ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {formatDateTime(contest.time)} · {t('contest.round', { round: contest.round })}
          {contest.location ? ` · ${nameOf(contest.location)}` : ''}
        </Text>
        <Group gap={6}>
          {contest.forfeit && <Badge color="orange">{t('contest.forfeit')}</Badge>}
          <StatusBadge status={contest.status} />
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap" mt={6} gap="sm">
        <Text fw={contest.winner === 'first_team' ? 700 : 500} style={{ flex: 1 }}>
          {home}
        </Text>
        <Text
          fw={700}
          size="xl"
          c={live ? 'red' : undefined}
          aria-live={live ? 'polite' : undefined}
        >
          {hasScore(contest)
            ? `${contest.first_team_total} : ${contest.second_team_total}`
            : '– : –'}
        </Text>
        <Text fw={contest.winner === 'second_team' ? 700 : 500} ta="right" style={{ flex: 1 }}>
          {away}
        </Text>
      </Group>
      <Group justify="space-between" mt={4}>
        {hasScore(contest) ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={periodsId}
          >
            {opened ? t('contest.hidePeriods') : t('contest.showPeriods')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {linked && (
            <Anchor component={Link} to={`/contests/${contest.id}`} size="sm">
              {t('contestPage.open')}
            </Anchor>
          )}
          {action}
        </Group>
      </Group>
      <Collapse expanded={opened}>
        <Stack id={periodsId} mt="xs">
          <PeriodTable contest={contest} />
        </Stack>
      </Collapse>
    </Card>
  );
}
