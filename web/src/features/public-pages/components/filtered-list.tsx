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
  valid,
  emptyText,
  totalText,
  onPage,
  children,
}: {
  list: UseQueryResult<Paginated<T>>;
  valid: boolean;
  emptyText: string;
  totalText(count: number): string;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (!valid) return null;
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
        onPage={onPage}
      />
    </>
  );
}
