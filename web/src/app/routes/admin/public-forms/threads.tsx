import { Badge, Button, SegmentedControl, Stack } from '@mantine/core';
import { threadStates, type ThreadState } from '@courtside/events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedTable } from '../../../../components/ui/data-table';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useThreads } from '../../../../features/public-forms/api/threads';
import { ThreadDrawer } from '../../../../features/public-forms/components/thread-drawer';
import { useLiveThreads } from '../../../../features/public-forms/hooks/use-live-threads';
import { StackedCell } from '../../../../features/public-forms/components/stacked-cell';
import { formatDateTime } from '../../../../lib/dates';

/** Super-admin `threads`: contact-form messages by state; new ones arrive live. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('publicForms.threads.title'));
  const [state, setState] = useState<ThreadState>('open');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const threads = useThreads(state, page);
  const live = useLiveThreads();
  return (
    <Stack gap="lg">
      <PageHeading title={t('publicForms.threads.title')}>
        <Badge role="status" color={live === 'live' ? 'green' : 'gray'} variant="light">
          {live === 'denied' ? t('errors.unauthorized') : t(`live.${live}`)}
        </Badge>
      </PageHeading>
      <SegmentedControl
        aria-label={t('publicForms.threads.filter')}
        value={state}
        onChange={(value) => {
          setState(value as ThreadState);
          setPage(1);
        }}
        data={threadStates.map((value) => ({
          value,
          label: t(`publicForms.threadStates.${value}`),
        }))}
      />
      <DataTable
        label={t('publicForms.threads.title')}
        {...pagedTable(threads, setPage)}
        empty={{ title: t('publicForms.threads.empty') }}
        columns={[
          {
            key: 'subject',
            header: t('publicForms.fields.subject'),
            cell: (row) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(row.id)}>
                {row.subject}
              </Button>
            ),
          },
          {
            key: 'from',
            header: t('publicForms.threads.from'),
            cell: (row) => <StackedCell main={row.name} sub={[row.email]} />,
          },
          {
            key: 'created',
            header: t('publicForms.fields.createdAt'),
            cell: (row) => formatDateTime(row.created_at),
          },
          {
            key: 'state',
            header: t('publicForms.fields.state'),
            cell: (row) => (
              <Badge variant="light">{t(`publicForms.threadStates.${row.state}`)}</Badge>
            ),
          },
        ]}
        minWidth={560}
      />
      <ThreadDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
