import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkflowLine, WorkflowRow } from '@courtside/events';
import { formatDateTime } from '../../../lib/dates';
import { useRetryWorkflow } from '../api/workflows';

const colours = { running: 'blue', succeeded: 'green', failed: 'red' } as const;

/** A log line or an outcome worded in the reader's language from its key and parameters. */
function useLine() {
  const { t } = useTranslation();
  return (line: WorkflowLine) =>
    t(`workflows.log.${line.key}`, { ...line.params, defaultValue: line.key });
}

/** One workflow: what it is, its progress bar, its outcome, a retry when it failed, its log. */
export function WorkflowCard({ workflow }: { workflow: WorkflowRow }) {
  const { t } = useTranslation();
  const word = useLine();
  const retry = useRetryWorkflow(t('workflows.retried'));
  const percent = workflow.total > 0 ? Math.round((100 * workflow.done) / workflow.total) : 0;
  const value = workflow.status === 'succeeded' ? 100 : percent;
  return (
    <Card withBorder data-testid={`workflow-${workflow.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{t(`workflows.kinds.${workflow.kind}`)}</Text>
            <Text size="sm" c="dimmed">
              {workflow.league_name ?? '—'} · {formatDateTime(workflow.started_at)}
            </Text>
          </Stack>
          <Badge color={colours[workflow.status]}>{t(`workflows.status.${workflow.status}`)}</Badge>
        </Group>
        <Progress
          value={value}
          animated={workflow.status === 'running'}
          color={colours[workflow.status]}
          aria-label={t('workflows.progress')}
          aria-valuetext={t('workflows.steps', { done: workflow.done, total: workflow.total })}
        />
        <Text size="sm">
          {t('workflows.steps', { done: workflow.done, total: workflow.total })}
        </Text>
        {workflow.outcome && (
          <Text size="sm" c={workflow.status === 'failed' ? 'red' : undefined}>
            {word(workflow.outcome)}
          </Text>
        )}
        {workflow.status === 'failed' && (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={retry.isPending}
              onClick={() => retry.mutate(workflow.id)}
            >
              {t('workflows.retry')}
            </Button>
          </Group>
        )}
        <details>
          <summary>{t('workflows.logTitle', { count: workflow.log.length })}</summary>
          <Stack gap={2} mt="xs" component="ol" style={{ paddingInlineStart: 16 }}>
            {workflow.log.map((entry, index) => (
              <Text key={index} size="sm" component="li">
                <Text span c="dimmed" size="xs">
                  {formatDateTime(entry.at)}
                </Text>{' '}
                {word(entry)}
              </Text>
            ))}
          </Stack>
        </details>
      </Stack>
    </Card>
  );
}
