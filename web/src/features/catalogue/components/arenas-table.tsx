import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { useListParams } from '../../../components/ui/list-toolbar';
import { useArenas, useDeleteArena, type Arena } from '../api/arenas';
import { ArenaForm } from './arena-form';
import { ListFrame } from '../../../components/ui/list-frame';
import { useRowEditing } from './use-row-editing';
import { useName } from '../../../lib/names';

const orDash = (value: string | null) => value ?? '—';

/** Arenas, newest first, each with a link to it on OpenStreetMap. */
export function ArenasTable() {
  const { t } = useTranslation();
  const nameOf = useName();
  const [params, change] = useListParams();
  const arenas = useArenas(params);
  const rows = useRowEditing<Arena>({
    remove: useDeleteArena(t('catalogue.arenas.deleted')),
    deleteQuestion: (name) => t('catalogue.arenas.deleteQuestion', { name }),
    form: (arena, onClose) => <ArenaForm arena={arena} onClose={onClose} />,
  });

  return (
    <ListFrame
      change={change}
      newLabel={t('catalogue.arenas.new')}
      onNew={rows.startNew}
      dialogs={rows.dialogs}
    >
      <DataTable
        label={t('catalogue.arenas.title')}
        {...pagedTable(arenas, (page) => change({ page }))}
        empty={{ title: params.search ? t('common.noMatches') : t('catalogue.arenas.empty') }}
        minWidth={720}
        columns={[
          {
            key: 'name',
            header: t('catalogue.arenas.name'),
            cell: (arena) => nameOf(arena.name),
            td: { fw: 500 },
          },
          {
            key: 'address',
            header: t('catalogue.arenas.address'),
            cell: (arena) => orDash(arena.address),
          },
          {
            key: 'city',
            header: t('catalogue.arenas.city'),
            cell: (arena) => orDash(arena.city ? nameOf(arena.city) : null),
          },
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
        actions={rows.actions}
      />
    </ListFrame>
  );
}
