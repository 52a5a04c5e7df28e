import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useArenas, useDeleteArena, type Arena } from '../api/arenas';
import { ArenaForm } from './arena-form';
import { ConfirmDelete } from './confirm-delete';
import { ListPagination, ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { RowActions } from './row-actions';

/** Arenas, newest first, each with a link to it on OpenStreetMap. */
export function ArenasTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const arenas = useArenas(params);
  const remove = useDeleteArena(t('catalogue.arenas.deleted'));
  const [editing, setEditing] = useState<Arena | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Arena | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  let body;
  if (arenas.isPending) body = <LoadingBlock />;
  else if (arenas.isError) body = <ErrorState onRetry={() => void arenas.refetch()} />;
  else if (arenas.data.data.length === 0) {
    body = (
      <EmptyBlock title={params.search ? t('common.noMatches') : t('catalogue.arenas.empty')} />
    );
  } else {
    const { data, meta } = arenas.data;
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label={t('catalogue.arenas.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.arenas.name')}</Table.Th>
                <Table.Th>{t('catalogue.arenas.address')}</Table.Th>
                <Table.Th>{t('catalogue.arenas.city')}</Table.Th>
                <Table.Th>{t('catalogue.arenas.country')}</Table.Th>
                <Table.Th>{t('catalogue.arenas.map')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((arena) => (
                <Table.Tr key={arena.id}>
                  <Table.Td fw={500}>{arena.name}</Table.Td>
                  <Table.Td>{arena.address ?? '—'}</Table.Td>
                  <Table.Td>{arena.city ?? '—'}</Table.Td>
                  <Table.Td>{arena.country ?? '—'}</Table.Td>
                  <Table.Td>
                    {arena.map_url ? (
                      <Anchor href={arena.map_url} target="_blank" rel="noopener noreferrer">
                        {t('catalogue.arenas.openMap')}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('catalogue.arenas.noLocation')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={arena.name}
                      onEdit={() => setEditing(arena)}
                      onDelete={() => setDeleting(arena)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          page={meta.current_page}
          lastPage={meta.last_page}
          onPage={(page) => change({ page })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ListToolbar
        label={t('common.search')}
        onSearch={onSearch}
        action={<Button onClick={() => setEditing('new')}>{t('catalogue.arenas.new')}</Button>}
      />
      {body}
      {editing && (
        <ArenaForm arena={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        question={t('catalogue.arenas.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={closeDelete}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: closeDelete });
        }}
      />
    </Stack>
  );
}
