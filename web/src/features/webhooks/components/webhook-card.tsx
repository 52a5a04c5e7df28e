import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TestAnswer, WebhookEndpoint } from '../api/webhooks';
import { DeliveryList } from './delivery-list';

/** One endpoint: its address and state, its kinds, its actions, the test answer, deliveries. */
export function WebhookCard({
  endpoint,
  testing,
  answer,
  onEdit,
  onTest,
  onRotate,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  testing: boolean;
  answer: TestAnswer | undefined;
  onEdit(): void;
  onTest(): void;
  onRotate(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const state = endpoint.enabled
    ? t('webhooks.on')
    : endpoint.disabled_reason === 'gone'
      ? t('webhooks.offGone')
      : t('webhooks.off');
  return (
    <Card withBorder aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge color={endpoint.enabled ? 'green' : 'gray'}>{state}</Badge>
        </Group>
        <Group gap={4}>
          {endpoint.kinds.map((kind) => (
            <Badge key={kind} variant="light" size="sm">
              {t(`webhooks.kind.${kind}`)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          <Button size="xs" loading={testing} onClick={onTest}>
            {t('webhooks.test')}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            {t('webhooks.edit')}
          </Button>
          <Button size="xs" variant="default" onClick={onRotate}>
            {t('webhooks.rotate')}
          </Button>
          <Button size="xs" variant="default" color="red" onClick={onDelete}>
            {t('webhooks.delete')}
          </Button>
        </Group>
        {answer && (
          <div role="status" aria-label={t('webhooks.testAnswer')}>
            <Alert
              color={answer.delivered ? 'green' : 'red'}
              title={answer.delivered ? t('webhooks.testDelivered') : t('webhooks.testFailed')}
            >
              {answer.delivered
                ? t('webhooks.testStatus', { status: answer.status_code, ms: answer.duration_ms })
                : answer.error}
            </Alert>
          </div>
        )}
        <Text size="sm" fw={600}>
          {t('webhooks.deliveries')}
        </Text>
        <DeliveryList endpointId={endpoint.id} />
      </Stack>
    </Card>
  );
}
