import { Button, Stack } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import type { ListParams } from '../../../lib/list-params';

/**
 * A catalogue list screen's frame: the search and the main action above the table, its edit and
 * delete dialogs below. `action` replaces the plain "New" button where a list offers more.
 */
export function CatalogueTable({
  change,
  newLabel,
  onNew,
  action,
  dialogs,
  children,
}: {
  change(change: Partial<ListParams>): void;
  newLabel?: string;
  onNew?(): void;
  action?: ReactNode;
  dialogs: ReactNode;
  /** The DataTable. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onSearch = useCallback((search: string) => change({ search }), [change]);
  return (
    <Stack gap="md">
      <ListToolbar
        label={t('common.search')}
        onSearch={onSearch}
        action={action ?? <Button onClick={onNew}>{newLabel}</Button>}
      />
      {children}
      {dialogs}
    </Stack>
  );
}
