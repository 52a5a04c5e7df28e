import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { isApiRequestError } from '../../../lib/api-errors';

interface Query<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: T } | undefined;
  refetch(): unknown;
}

/** The provider's own words for a failure (wrong key, down, hanging), else the general text. */
export function providerFailure(error: unknown): string | undefined {
  return isApiRequestError(error) ? error.body?.message || undefined : undefined;
}

/** Loading, the provider's failure with a retry, empty, or the data. */
export function ProviderState<T>({
  query,
  isEmpty,
  children,
}: {
  query: Query<T>;
  isEmpty?: (data: T) => boolean;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingBlock rows={3} />;
  if (query.isError || !query.data) {
    return (
      <ErrorState message={providerFailure(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty?.(query.data.data)) return <EmptyBlock title={t('providers.empty')} />;
  return <>{children(query.data.data)}</>;
}
