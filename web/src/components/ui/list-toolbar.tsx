import { Button, Group, Pagination, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/list-params';

/** Page and search of a list screen; a new search goes back to page 1. */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [params, setParams] = useState<ListParams>({ page: 1, search: '' });
  const change = useCallback((next: Partial<ListParams>) => {
    setParams((current) => {
      if (next.search !== undefined) {
        return next.search === current.search ? current : { page: 1, search: next.search };
      }
      return { ...current, page: next.page ?? current.page };
    });
  }, []);
  return [params, change];
}

/** Search box (debounced) and the list's main action. */
export function ListToolbar({
  label,
  onSearch,
  action,
}: {
  label: string;
  onSearch(search: string): void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => latest.current(debounced), [debounced]);
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        label={label}
        placeholder={t('common.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        w={{ base: '100%', sm: 320 }}
      />
      {action}
    </Group>
  );
}

export function ListPagination({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        value={page}
        total={lastPage}
        onChange={onPage}
        getControlProps={(control) => ({
          'aria-label': t(`pagination.${control}`),
        })}
      />
    </Group>
  );
}

export function NewButton({ label, onClick }: { label: string; onClick(): void }) {
  return <Button onClick={onClick}>{label}</Button>;
}
