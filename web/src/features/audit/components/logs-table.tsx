import type { AuditEntry } from '@courtside/events';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/dates';
import { ChangesList } from './changes-list';
import { TagBadges } from './tag-badges';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = Object.keys(entry.new_values).map((field) => ({
    field,
    old: field in entry.old_values ? (entry.old_values[field] ?? null) : undefined,
    new: entry.new_values[field] ?? null,
  }));
  return <ChangesList changes={changes} />;
}

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

/** Audit rows, newest first, a page at a time; rows that just arrived live are highlighted. */
export function LogsTable({
  logs,
  fresh,
  onPage,
}: {
  logs: Parameters<typeof pagedTable<AuditEntry>>[0];
  fresh: ReadonlySet<string>;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('adminShell.logs.title')}
      compact
      {...pagedTable(logs, onPage)}
      empty={{ title: t('adminShell.logs.empty'), description: t('adminShell.logs.emptyHint') }}
      minWidth={820}
      rowProps={(entry) => ({ bg: fresh.has(entry.id) ? 'yellow.0' : undefined })}
      columns={[
        {
          key: 'time',
          header: t('adminShell.logs.time'),
          td: nowrap,
          cell: (entry) => formatDateTime(entry.occurred_at),
        },
        {
          key: 'event',
          header: t('adminShell.logs.event'),
          cell: (entry) => (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {entry.event}
              </Text>
              <TagBadges tags={entry.tags} />
            </Stack>
          ),
        },
        {
          key: 'model',
          header: t('adminShell.logs.model'),
          td: nowrap,
          cell: (entry) => (
            <Anchor
              component={Link}
              to={`/administration/history/${entry.model}/${entry.model_id}?revision=${entry.revision}`}
            >
              {t(`adminShell.models.${entry.model}`, { defaultValue: entry.model })} #
              {entry.model_id}
            </Anchor>
          ),
        },
        {
          key: 'changes',
          header: t('adminShell.logs.changes'),
          cell: (entry) => <Changes entry={entry} />,
        },
        {
          key: 'user',
          header: t('adminShell.logs.user'),
          td: nowrap,
          cell: (entry) =>
            entry.actor
              ? `${t(`adminShell.actors.${entry.actor.kind}`, { defaultValue: entry.actor.kind })}${entry.actor.id ? ` #${entry.actor.id}` : ''}`
              : '—',
        },
        { key: 'ip', header: t('adminShell.logs.ip'), cell: (entry) => entry.ip ?? '—' },
      ]}
    />
  );
}
