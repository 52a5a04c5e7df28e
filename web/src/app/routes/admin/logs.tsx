import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePageTitle } from '../../../components/ui/page-title';
import { logsKey, useLogs, type LogFilters } from '../../../features/audit/api/get-logs';
import { LogsFilters } from '../../../features/audit/components/logs-filters';
import { LogsTable } from '../../../features/audit/components/logs-table';
import { useLiveLogs } from '../../../features/audit/hooks/use-live-logs';

const filterNames = ['user', 'model', 'event', 'from', 'to'] as const;

function readFilters(params: URLSearchParams): LogFilters {
  const filters = { user: '', model: '', event: '', from: '', to: '' };
  for (const name of filterNames) filters[name] = params.get(name) ?? '';
  return filters;
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminShell.logs.title'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const logs = useLogs(filters, page);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [missed, setMissed] = useState(0);

  const refetch = useCallback(
    () => queryClient.invalidateQueries({ queryKey: logsKey }),
    [queryClient],
  );
  const live = useLiveLogs({
    onAppended: (message) => {
      // The first page shows the newest rows: fetch it again, filters and paging applied by
      // the server. Further pages would shift under the reader, so they only say so.
      if (page === 1) {
        setFresh(new Set(message.rows.map((row) => row.id)));
        void refetch();
      } else {
        setMissed((count) => count + message.rows.length);
      }
    },
    onResync: () => void refetch(),
  });

  const go = (next: LogFilters, nextPage: number) => {
    const search = new URLSearchParams();
    for (const name of filterNames) if (next[name]) search.set(name, next[name]);
    if (nextPage > 1) search.set('page', String(nextPage));
    setMissed(0);
    setParams(search);
  };

  const liveLabel = {
    live: t('live.live'),
    connecting: t('live.connecting'),
    offline: t('live.offline'),
    denied: t('adminShell.logs.liveDenied'),
  }[live];

  return (
    <Stack gap="md">
      <PageHeading title={t('adminShell.logs.title')}>
        <Badge role="status" color={live === 'live' ? 'green' : 'gray'} variant="light">
          {liveLabel}
        </Badge>
      </PageHeading>
      <LogsFilters key={params.toString()} value={filters} onChange={(next) => go(next, 1)} />
      {missed > 0 && (
        <Group>
          <Text size="sm">{t('adminShell.logs.newEvents', { count: missed })}</Text>
          <Button size="compact-sm" variant="light" onClick={() => go(filters, 1)}>
            {t('adminShell.logs.showNewest')}
          </Button>
        </Group>
      )}
      {logs.data && logs.data.meta.total > 0 && (
        <Text size="sm" c="dimmed">
          {t('adminShell.logs.total', { count: logs.data.meta.total })}
        </Text>
      )}
      <LogsTable logs={logs} fresh={fresh} onPage={(next) => go(filters, next)} />
    </Stack>
  );
}
