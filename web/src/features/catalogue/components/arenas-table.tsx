import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { RowActions } from '../../../components/ui/row-actions';
import { useArenas, useDeleteArena, type Arena } from '../api/arenas';
import { ArenaForm } from './arena-form';

const orDash = (value: string | null) => value ?? '—';

/** Arenas, newest first, each with a link to it on OpenStreetMap. */
export function ArenasTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const arenas = useArenas(params);
  const remove = useDeleteArena(t('catalogue.arenas.deleted'));
  const [editing, setEditing] = useState<Arena | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Arena | null>(null);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  return (
    <Stack gap="md">
      <ListToolbar
        label={t('common.search')}
        onSearch={onSearch}
        action={<Button onClick={() => setEditing('new')}>{t('catalogue.arenas.new')}</Button>}
      />
      <DataTable
        label={t('catalogue.arenas.title')}
        {...pagedTable(arenas, (page) => change({ page }))}
        empty={{ title: params.search ? t('common.noMatches') : t('catalogue.arenas.empty') }}
        minWidth={720}
        columns={[
          {
            key: 'name',
            header: t('catalogue.arenas.name'),
            cell: (arena) => arena.name,
            td: { fw: 500 },
          },
          {
            key: 'address',
            header: t('catalogue.arenas.address'),
            cell: (arena) => orDash(arena.address),
          },
          { key: 'city', header: t('catalogue.arenas.city'), cell: (arena) => orDash(arena.city) },
          {
            key: 'country',
            header: t('catalogue.arenas.country'),
            cell: (arena) => orDash(arena.country),
          },
          {
            key: 'map',
            header: t('catalogue.arenas.map'),
            cell: (arena) =>
              arena.map_url ? (
                <Anchor href={arena.map_url} target="_blank" rel="noopener noreferrer">
                  {t('catalogue.arenas.openMap')}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('catalogue.arenas.noLocation')}
                </Text>
              ),
          },
        ]}
        actions={{
          cell: (arena) => (
            <RowActions
              name={arena.name}
              edit={{ onClick: () => setEditing(arena) }}
              remove={{ onClick: () => setDeleting(arena) }}
            />
          ),
        }}
      />
      {editing && (
        <ArenaForm arena={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        question={t('catalogue.arenas.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
