import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../components/ui/page-state';
import { useLeagues } from '../../features/results/api/get-leagues';
import { LeaguesTable } from '../../features/results/components/leagues-table';
import { RoutePage } from '../layouts/route-page';

/** All public leagues, a page at a time; the page lives in the address so it can be shared. */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const leagues = useLeagues(page);

  return (
    <RoutePage title={t('leagues.title')} gap="lg">
      {leagues.isPending ? (
        <LoadingBlock />
      ) : leagues.isError ? (
        <ErrorState onRetry={() => void leagues.refetch()} />
      ) : leagues.data.data.length === 0 ? (
        <EmptyBlock title={t('leagues.empty')} />
      ) : (
        <>
          <LeaguesTable leagues={leagues.data.data} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('leagues.total', { count: leagues.data.meta.total })}
            </Text>
            <Pagination
              total={leagues.data.meta.last_page}
              value={leagues.data.meta.current_page}
              onChange={(next) => setSearch({ page: String(next) })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
            />
          </Group>
        </>
      )}
    </RoutePage>
  );
}
