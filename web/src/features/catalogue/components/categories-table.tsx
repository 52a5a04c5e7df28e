import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { useListParams } from '../../../components/ui/list-toolbar';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import {
  useCategories,
  useDeleteCategory,
  useMoveCategory,
  type Category,
} from '../api/categories';
import { CategoryForm } from './category-form';
import { ListFrame } from '../../../components/ui/list-frame';
import { useRowEditing } from './use-row-editing';
import { useName } from '../../../lib/names';

/**
 * Categories in list order (tabindex): up and down arrows move one a place, and the server
 * renumbers the rest. Edit, delete (with confirmation), open to see its leagues.
 */
export function CategoriesTable() {
  const { t } = useTranslation();
  const nameOf = useName();
  const [params, change] = useListParams();
  const categories = useCategories(params);
  const move = useMoveCategory();
  const rows = useRowEditing<Category>({
    remove: useDeleteCategory(t('catalogue.categories.deleted')),
    deleteQuestion: (name) => t('catalogue.categories.deleteQuestion', { name }),
    form: (category, onClose) => <CategoryForm category={category} onClose={onClose} />,
  });
  // Dragging a row onto another moves it to that row's place (the arrows do the same by keyboard).
  const [dragged, setDragged] = useState<Category | null>(null);

  const meta = categories.data?.meta;
  const offset = meta ? (meta.current_page - 1) * DEFAULT_PAGE_SIZE : 0;
  const total = meta?.total ?? 0;
  const searching = params.search.trim() !== '';

  return (
    <ListFrame
      change={change}
      newLabel={t('catalogue.categories.new')}
      onNew={rows.startNew}
      dialogs={rows.dialogs}
    >
      <DataTable
        label={t('catalogue.categories.title')}
        loading={categories.isPending}
        failed={categories.isError}
        onRetry={() => void categories.refetch()}
        rows={categories.data?.data}
        empty={{ title: searching ? t('common.noMatches') : t('catalogue.categories.empty') }}
        pages={
          meta && {
            page: meta.current_page,
            lastPage: meta.last_page,
            onPage: (page) => change({ page }),
          }
        }
        minWidth={640}
        rowProps={(category, index) => ({
          draggable: !searching && !move.isPending,
          onDragStart: () => setDragged(category),
          onDragEnd: () => setDragged(null),
          onDragOver: (event) => {
            if (dragged && dragged.id !== category.id) event.preventDefault();
          },
          onDrop: (event) => {
            event.preventDefault();
            if (dragged && dragged.id !== category.id) {
              move.mutate({ id: dragged.id, tabindex: offset + index });
            }
            setDragged(null);
          },
          style: { cursor: searching ? undefined : 'grab' },
        })}
        columns={[
          {
            key: 'position',
            header: t('catalogue.categories.position'),
            cell: (category, index) => {
              const position = offset + index;
              return (
                <Group gap={4} wrap="nowrap">
                  <Text w={28}>{position + 1}</Text>
                  {!searching && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        disabled={position === 0 || move.isPending}
                        aria-label={t('catalogue.categories.moveUp', {
                          name: nameOf(category.name),
                        })}
                        onClick={() => move.mutate({ id: category.id, tabindex: position - 1 })}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={position === total - 1 || move.isPending}
                        aria-label={t('catalogue.categories.moveDown', {
                          name: nameOf(category.name),
                        })}
                        onClick={() => move.mutate({ id: category.id, tabindex: position + 1 })}
                      >
                        ↓
                      </ActionIcon>
                    </>
                  )}
                </Group>
              );
            },
          },
          {
            key: 'name',
            header: t('catalogue.categories.name'),
            td: { fw: 500 },
            cell: (category) => (
              <Anchor component={Link} to={`/administration/leagues/categories/${category.id}`}>
                {nameOf(category.name)}
              </Anchor>
            ),
          },
          {
            key: 'season',
            header: t('catalogue.categories.season'),
            cell: (category) => category.season,
          },
          {
            key: 'public',
            header: t('catalogue.categories.public'),
            cell: (category) => (
              <Badge variant="light" color={category.public ? 'green' : 'gray'}>
                {category.public ? t('common.yes') : t('common.no')}
              </Badge>
            ),
          },
        ]}
        actions={rows.actions}
      />
    </ListFrame>
  );
}
