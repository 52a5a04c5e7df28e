import type { DashboardChange } from '@courtside/events';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

/** The latest changes from the audit log: what happened to which record, by whom, when. */
export function RecentChanges({ changes }: { changes: DashboardChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('operations.dashboard.noChanges')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {changes.map((change) => (
        <Group key={change.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t(`operations.events.${change.event}`, { defaultValue: change.event })}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`operations.models.${change.model}`, { defaultValue: change.model })} #
              {change.model_id}
              {change.actor
                ? ` · ${t(`operations.actors.${change.actor.kind}`, { defaultValue: change.actor.kind })}${change.actor.id ? ` #${change.actor.id}` : ''}`
                : ''}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(change.occurred_at)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
