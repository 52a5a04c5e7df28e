import { Alert, Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { isApiRequestError } from '../../lib/api-errors';

/** Grey blocks in the page's shape while data loads, announced to screen readers. */
export function LoadingBlock({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={52} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load in plain words, with a way to try again. */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('errors.loadTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <span>{message ?? t('errors.loadData')}</span>
        {onRetry && (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyBlock({ title, description }: { title: string; description?: string }) {
  return <EmptyState title={title} description={description} my="xl" />;
}

/** The part of a list query a page shows: loading, failed (with a retry) or its rows. */
interface ListQuery<Item> {
  isPending: boolean;
  isError: boolean;
  data: { data: Item[] } | undefined;
  refetch(): unknown;
}

/**
 * A list page's body: grey blocks while it loads, the failure with a retry, the empty message
 * when there is nothing, else `children` with the items.
 */
export function ListState<Item>({
  query,
  empty,
  emptyHint,
  children,
}: {
  query: ListQuery<Item>;
  empty: string;
  emptyHint?: string;
  children(items: Item[]): ReactNode;
}) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyBlock title={empty} description={emptyHint} />;
  return <>{children(query.data.data)}</>;
}

/** The part of a one-record query a page shows: loading, missing (404), failed, or the record. */
interface RecordQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch(): unknown;
}

/**
 * A one-record page's body: grey blocks while it loads, `notFound` when the server answers 404,
 * the failure with a retry, else `children` with the record.
 */
export function RecordState<Data>({
  query,
  notFound,
  rows,
  children,
}: {
  query: RecordQuery<Data>;
  notFound: ReactNode;
  rows?: number;
  children(data: Data): ReactNode;
}) {
  if (query.isPending) return <LoadingBlock rows={rows} />;
  if (query.isError || query.data === undefined) {
    if (isApiRequestError(query.error) && query.error.status === 404) return <>{notFound}</>;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
