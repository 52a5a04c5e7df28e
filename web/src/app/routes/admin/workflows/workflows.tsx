import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { useLiveWorkflows, useWorkflows } from '../../../../features/workflows/api/workflows';
import { StartWorkflow } from '../../../../features/workflows/components/start-workflow';
import { WorkflowCard } from '../../../../features/workflows/components/workflow-card';
import { RoutePage } from '../../../layouts/route-page';

/** workflows (super-admin): start one by hand, then watch the system run it. */
export function Component() {
  const { t } = useTranslation();
  const live = useLiveWorkflows();
  const query = useWorkflows(live);
  // Denied cannot happen to the super-admin this screen is for; shown as paused all the same.
  const shown = live === 'denied' ? 'offline' : live;
  let body;
  if (query.isPending) body = <LoadingBlock rows={3} />;
  else if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack gap="md">
        <Group justify="flex-end">
          <Badge
            color={{ live: 'green', connecting: 'gray', offline: 'orange' }[shown]}
            variant="dot"
            role="status"
            aria-live="polite"
          >
            {t(`live.${shown}`)}
          </Badge>
        </Group>
        <StartWorkflow kinds={query.data.kinds} leagues={query.data.leagues} />
        {query.data.data.length === 0 ? (
          <EmptyBlock title={t('workflows.empty')} />
        ) : (
          query.data.data.map((workflow) => <WorkflowCard key={workflow.id} workflow={workflow} />)
        )}
      </Stack>
    );
  return (
    <RoutePage title={t('workflows.title')} gap="md">
      {body}
    </RoutePage>
  );
}
