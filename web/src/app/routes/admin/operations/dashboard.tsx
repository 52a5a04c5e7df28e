import type { Dashboard } from '@courtside/events';
import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { dashboardKey, useDashboard } from '../../../../features/operations/api/get-dashboard';
import { ContestRows } from '../../../../features/operations/components/contest-rows';
import { RecentChanges } from '../../../../features/operations/components/recent-changes';
import { useLiveDashboard } from '../../../../features/operations/hooks/use-live-dashboard';
import { formatDateTime } from '../../../../lib/dates';

const TodayChart = lazy(() => import('../../../../features/operations/components/today-chart'));

function StatCard({ label, value, color }: { label: string; value: ReactNode; color: string }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} c={color}>
        {value}
      </Text>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Ids of contests whose score or status differs between two dashboards. */
function changedContests(before: Dashboard | undefined, after: Dashboard): Set<number> {
  const known = new Map<number, string>();
  const key = (c: Dashboard['today'][number]) =>
    `${c.status}:${c.first_team_total}:${c.second_team_total}`;
  for (const c of [...(before?.today ?? []), ...(before?.in_progress ?? [])])
    known.set(c.id, key(c));
  const changed = new Set<number>();
  for (const c of [...after.today, ...after.in_progress]) {
    if (known.get(c.id) !== key(c)) changed.add(c.id);
  }
  return changed;
}

/** Administration home: the day's contests, live scores, overdue results, approvals, changes. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('operations.dashboard.title'));
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  const live = useLiveDashboard({
    onUpdated: (message) => {
      const before = queryClient.getQueryData<Dashboard>(dashboardKey);
      setFresh(changedContests(before, message.dashboard));
      queryClient.setQueryData(dashboardKey, message.dashboard);
    },
    onResync: useCallback(
      () => void queryClient.invalidateQueries({ queryKey: dashboardKey }),
      [queryClient],
    ),
  });
  const liveLabel = {
    live: t('live.live'),
    connecting: t('live.connecting'),
    offline: t('live.offline'),
    denied: t('operations.dashboard.liveDenied'),
  }[live];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('operations.dashboard.title')}
          </Title>
          {dashboard.data && (
            <Text size="sm" c="dimmed">
              {t('operations.dashboard.updatedAt', {
                time: formatDateTime(dashboard.data.generated_at),
              })}
            </Text>
          )}
        </Stack>
        <Badge color={live === 'live' ? 'teal' : 'gray'} variant="light" role="status">
          {liveLabel}
        </Badge>
      </Group>
      {dashboard.isPending ? (
        <LoadingBlock rows={6} />
      ) : dashboard.isError ? (
        <ErrorState onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <StatCard
              label={t('operations.dashboard.today')}
              value={dashboard.data.today.length}
              color="blue"
            />
            <StatCard
              label={t('operations.dashboard.inProgress')}
              value={dashboard.data.in_progress.length}
              color="red"
            />
            <StatCard
              label={t('operations.dashboard.overdue')}
              value={dashboard.data.overdue.length}
              color={dashboard.data.overdue.length > 0 ? 'orange' : 'dimmed'}
            />
            <StatCard
              label={t('operations.dashboard.pending')}
              value={
                dashboard.data.pending_approvals.available
                  ? dashboard.data.pending_approvals.total
                  : '–'
              }
              color="grape"
            />
          </SimpleGrid>
          <Section title={t('operations.dashboard.inProgress')}>
            <ContestRows
              contests={dashboard.data.in_progress}
              empty={t('operations.dashboard.noneInProgress')}
              fresh={fresh}
            />
          </Section>
          <Section title={t('operations.dashboard.overdue')}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('operations.dashboard.overdueHint')}
            </Text>
            <ContestRows
              contests={dashboard.data.overdue}
              empty={t('operations.dashboard.noneOverdue')}
            />
          </Section>
          <Section title={t('operations.dashboard.today')}>
            <ContestRows
              contests={dashboard.data.today}
              empty={t('operations.dashboard.noneToday')}
              fresh={fresh}
              timeOnly
            />
          </Section>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Stack gap="md">
              <Suspense fallback={<LoadingBlock rows={2} />}>
                <TodayChart contests={dashboard.data.today} />
              </Suspense>
              <Section title={t('operations.dashboard.pending')}>
                {!dashboard.data.pending_approvals.available ? (
                  <Text c="dimmed" size="sm">
                    {t('operations.dashboard.approvalsUnavailable')}
                  </Text>
                ) : dashboard.data.pending_approvals.accounts.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('operations.dashboard.nonePending')}
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {dashboard.data.pending_approvals.accounts.map((account) => (
                      <Group key={account.id} justify="space-between" wrap="nowrap">
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>
                            {account.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {account.email}
                          </Text>
                        </Stack>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(account.created_at)}
                        </Text>
                      </Group>
                    ))}
                    <Text size="sm" component={Link} to="video-zone-users" c="blue">
                      {t('operations.dashboard.reviewApprovals')}
                    </Text>
                  </Stack>
                )}
              </Section>
            </Stack>
            <Section title={t('operations.dashboard.recentChanges')}>
              <RecentChanges changes={dashboard.data.recent_changes} />
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
