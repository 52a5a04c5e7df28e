import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import {
  useCategories,
  useDeleteCategory,
  useMoveCategory,
  type Category,
} from '../api/categories';
import { CategoryForm } from './category-form';
import { ConfirmDelete } from './confirm-delete';
import { ListPagination, ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { RowActions } from './row-actions';

/**
 * Categories in list order (tabindex): up and down arrows move one a place, and the server
 * renumbers the rest. Edit, delete (with confirmation), open to see its leagues.
 */
export function CategoriesTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const categories = useCategories(params);
  const move = useMoveCategory();
  const remove = useDeleteCategory(t('catalogue.categories.deleted'));
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  // Dragging a row onto another moves it to that row's place (the arrows do the same by keyboard).
  const [dragged, setDragged] = useState<Category | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  let body;
  if (categories.isPending) body = <LoadingBlock />;
  else if (categories.isError) body = <ErrorState onRetry={() => void categories.refetch()} />;
  else if (categories.data.data.length === 0) {
    body = (
      <EmptyBlock title={params.search ? t('common.noMatches') : t('catalogue.categories.empty')} />
    );
  } else {
    const { data, meta } = categories.data;
    const offset = (meta.current_page - 1) * DEFAULT_PAGE_SIZE;
    const searching = params.search.trim() !== '';
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label={t('catalogue.categories.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.categories.position')}</Table.Th>
                <Table.Th>{t('catalogue.categories.name')}</Table.Th>
                <Table.Th>{t('catalogue.categories.season')}</Table.Th>
                <Table.Th>{t('catalogue.categories.public')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((category, index) => {
                const position = offset + index;
                return (
                  <Table.Tr
                    key={category.id}
                    draggable={!searching && !move.isPending}
                    onDragStart={() => setDragged(category)}
                    onDragEnd={() => setDragged(null)}
                    onDragOver={(event) => {
                      if (dragged && dragged.id !== category.id) event.preventDefault();
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      if (dragged && dragged.id !== category.id) {
                        move.mutate({ id: dragged.id, tabindex: position });
                      }
                      setDragged(null);
                    }}
                    style={{ cursor: searching ? undefined : 'grab' }}
                  >
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text w={28}>{position + 1}</Text>
                        {!searching && (
                          <>
                            <ActionIcon
                              variant="subtle"
                              disabled={position === 0 || move.isPending}
                              aria-label={t('catalogue.categories.moveUp', { name: category.name })}
                              onClick={() =>
                                move.mutate({ id: category.id, tabindex: position - 1 })
                              }
                            >
                              ↑
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              disabled={position === meta.total - 1 || move.isPending}
                              aria-label={t('catalogue.categories.moveDown', {
                                name: category.name,
                              })}
                              onClick={() =>
                                move.mutate({ id: category.id, tabindex: position + 1 })
                              }
                            >
                              ↓
                            </ActionIcon>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td fw={500}>
                      <Anchor
                        component={Link}
                        to={`/administration/leagues/categories/${category.id}`}
                      >
                        {category.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{category.season}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={category.public ? 'green' : 'gray'}>
                        {category.public ? t('common.yes') : t('common.no')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={category.name}
                        onEdit={() => setEditing(category)}
                        onDelete={() => setDeleting(category)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
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
        action={<Button onClick={() => setEditing('new')}>{t('catalogue.categories.new')}</Button>}
      />
      {body}
      {editing && (
        <CategoryForm
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        question={t('catalogue.categories.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={closeDelete}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: closeDelete });
        }}
      />
    </Stack>
  );
}
