import { playerBaseFilterSchema } from '@courtside/events';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../components/ui/page-state';
import { usePageTitle } from '../../components/ui/page-title';
import {
  usePlayerBase,
  usePlayerBaseOptions,
} from '../../features/public-pages/api/get-player-base';
import { ListPager } from '../../features/public-pages/components/list-pager';
import { PlayerFilters } from '../../features/public-pages/components/player-filters';
import { PlayerList } from '../../features/public-pages/components/player-list';
import { useUrlFilter } from '../../features/public-pages/hooks/use-url-filter';
import { serverMessage } from '../../features/public-pages/server-message';

const fields = ['name', 'club_id', 'category_id', 'page'] as const;

/** Spec §2 baza-igraca: licensed players by name, club and category, public fields only. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('publicPages.players.title'));
  const filter = useUrlFilter(playerBaseFilterSchema, fields);
  const options = usePlayerBaseOptions();
  const list = usePlayerBase(filter.raw, filter.valid);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('publicPages.players.title')}
        </Title>
        <Text c="dimmed">{t('publicPages.players.intro')}</Text>
      </Stack>
      <PlayerFilters
        values={filter.raw}
        problems={filter.problems}
        options={options.data}
        onChange={filter.set}
      />
      {!filter.valid ? null : list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorState
          message={serverMessage(list.error, t('errors.loadData'), t('errors.recordNotFound'))}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyBlock title={t('publicPages.players.empty')} />
      ) : (
        <>
          <PlayerList players={list.data.data} />
          <ListPager
            meta={list.data.meta}
            totalText={t('publicPages.players.total', { count: list.data.meta.total })}
            onPage={(page) => filter.set({ page: String(page) })}
          />
        </>
      )}
    </Stack>
  );
}
