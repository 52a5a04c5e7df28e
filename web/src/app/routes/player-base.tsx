import { playerBaseFilterSchema } from '@courtside/events';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import {
  usePlayerBase,
  usePlayerBaseOptions,
} from '../../features/public-pages/api/get-player-base';
import { FilteredList } from '../../features/public-pages/components/filtered-list';
import { PlayerFilters } from '../../features/public-pages/components/player-filters';
import { PlayerList } from '../../features/public-pages/components/player-list';
import { useUrlFilter } from '../../features/public-pages/hooks/use-url-filter';

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
      <PlayerFilters {...filter.filterProps} options={options.data} />
      <FilteredList
        list={list}
        filter={filter}
        emptyText={t('publicPages.players.empty')}
        totalText={(count) => t('publicPages.players.total', { count })}
      >
        {(players) => <PlayerList players={players} />}
      </FilteredList>
    </Stack>
  );
}
