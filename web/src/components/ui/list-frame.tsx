import { Button, Stack } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/list-params';
import { ListToolbar } from './list-toolbar';

/**
 * An admin list screen's frame: the search and the main action above the table, its edit and
 * delete dialogs below. `action` replaces the plain "New" button where a list offers more.
 */
export function ListFrame({
  change,
  searchLabel,
  newLabel,
  onNew,
  action,
  dialogs,
  children,
}: {
  change(change: Partial<ListParams>): void;
  /** The search box's label; "Search" unless the list says what it searches. */
  searchLabel?: string;
  newLabel?: string;
  onNew?(): void;
  action?: ReactNode;
  dialogs?: ReactNode;
  /** The DataTable. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onSearch = useCallback((search: string) => change({ search }), [change]);
  return (
    <Stack gap="md">
      <ListToolbar
        label={searchLabel ?? t('common.search')}
        onSearch={onSearch}
        action={action ?? <Button onClick={onNew}>{newLabel}</Button>}
      />
      {children}
      {dialogs}
    </Stack>
  );
}
