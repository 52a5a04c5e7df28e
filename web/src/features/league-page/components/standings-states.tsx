import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import type { usePublicStandings } from '../api/get-public-standings';

type Standings = ReturnType<typeof usePublicStandings>;
type Rows = NonNullable<Standings['data']>['standings'];

/** A league's standings while loading, failed or empty; otherwise what `children` makes of its rows. */
export function StandingsStates({
  standings,
  children,
}: {
  standings: Standings;
  children(rows: Rows): ReactNode;
}) {
  const { t } = useTranslation();
  if (standings.isPending) return <LoadingBlock rows={6} />;
  if (standings.isError) return <ErrorState onRetry={() => void standings.refetch()} />;
  if (standings.data.standings.length === 0) return <EmptyBlock title={t('standings.empty')} />;
  return children(standings.data.standings);
}
