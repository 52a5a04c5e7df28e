import type { ModelSnapshot } from '@courtside/events';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { eventText, fieldText, valueText } from './history-text';

/** The whole record as it was right after one event (time travel). */
export function StateTable({ snapshot }: { snapshot: ModelSnapshot }) {
  const { t } = useTranslation();
  const title = t('adminShell.history.stateAfter', {
    event: eventText(t, snapshot.event),
    revision: snapshot.revision,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDateTime(snapshot.occurred_at)}
        </Text>
        <Table aria-label={title} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminShell.history.field')}</Table.Th>
              <Table.Th>{t('adminShell.history.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(snapshot.state).map(([field, value]) => (
              <Table.Tr key={field}>
                <Table.Td fw={500}>{fieldText(t, field)}</Table.Td>
                <Table.Td>{valueText(t, value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
