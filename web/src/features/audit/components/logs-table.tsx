import type { AuditEntry } from '@courtside/events';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { ChangesList } from './changes-list';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = Object.keys(entry.new_values).map((field) => ({
    field,
    old: field in entry.old_values ? (entry.old_values[field] ?? null) : undefined,
    new: entry.new_values[field] ?? null,
  }));
  return <ChangesList changes={changes} />;
}

/** Audit rows, newest first; rows that just arrived live are highlighted. */
export function LogsTable({ rows, fresh }: { rows: AuditEntry[]; fresh: ReadonlySet<string> }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" aria-label={t('adminShell.logs.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminShell.logs.time')}</Table.Th>
            <Table.Th>{t('adminShell.logs.event')}</Table.Th>
            <Table.Th>{t('adminShell.logs.model')}</Table.Th>
            <Table.Th>{t('adminShell.logs.changes')}</Table.Th>
            <Table.Th>{t('adminShell.logs.user')}</Table.Th>
            <Table.Th>{t('adminShell.logs.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => (
            <Table.Tr key={entry.id} bg={fresh.has(entry.id) ? 'yellow.0' : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.occurred_at)}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {entry.event}
                  </Text>
                  <Group gap={4}>
                    {entry.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="light">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={`/administration/history/${entry.model}/${entry.model_id}?revision=${entry.revision}`}
                >
                  {t(`adminShell.models.${entry.model}`, { defaultValue: entry.model })} #
                  {entry.model_id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Changes entry={entry} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {entry.actor
                  ? `${t(`adminShell.actors.${entry.actor.kind}`, { defaultValue: entry.actor.kind })}${entry.actor.id ? ` #${entry.actor.id}` : ''}`
                  : '—'}
              </Table.Td>
              <Table.Td>{entry.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
