import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { useDeliveries } from '../api/webhooks';

const colors = { delivered: 'green', pending: 'yellow', failed: 'red' } as const;

/** An endpoint's latest delivery attempts, newest first, each with its state badge. */
export function DeliveryList({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const query = useDeliveries(endpointId);
  if (query.isPending) return <LoadingBlock rows={2} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const rows = query.data.data.slice(0, 10);
  if (rows.length === 0) return <EmptyBlock title={t('webhooks.noDeliveries')} />;
  return (
    <Stack gap={4} aria-label={t('webhooks.deliveries')}>
      {rows.map((row) => (
        <Group key={row.id} gap="xs" wrap="wrap" justify="space-between">
          <Group gap="xs" wrap="wrap">
            <Badge color={colors[row.state]} variant="light">
              {t(`webhooks.state.${row.state}`)}
            </Badge>
            <Text size="sm" ff="monospace">
              {row.kind}
            </Text>
            <Text size="sm" c="dimmed">
              {t('webhooks.attempt', { number: row.attempt })}
              {' · '}
              {row.status_code === null ? row.error : `HTTP ${row.status_code}`}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(row.attempted_at)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
