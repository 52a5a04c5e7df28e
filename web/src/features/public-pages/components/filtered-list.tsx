import type { Paginated } from '@courtside/events';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { serverMessage } from '../server-message';
import { ListPager } from './list-pager';

/**
 * A public list's states under its filters: nothing while the address holds a bad filter (the
 * filters say why), loading, the failure in words, empty, or the page with its pager.
 */
export function FilteredList<T>({
  list,
  filter,
  emptyText,
  totalText,
  children,
}: {
  list: UseQueryResult<Paginated<T>>;
  /** The page's `useUrlFilter`: nothing shows while it is not valid; paging sets its page. */
  filter: { valid: boolean; set(patch: { page: string }): void };
  emptyText: string;
  totalText(count: number): string;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (!filter.valid) return null;
  if (list.isPending) return <LoadingBlock />;
  if (list.isError) {
    return (
      <ErrorState
        message={serverMessage(list.error, t('errors.loadData'), t('errors.recordNotFound'))}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.data.length === 0) return <EmptyBlock title={emptyText} />;
  return (
    <>
      {children(list.data.data)}
      <ListPager
        meta={list.data.meta}
        totalText={totalText(list.data.meta.total)}
        onPage={(page) => filter.set({ page: String(page) })}
      />
    </>
  );
}
