import { contestListFilterSchema } from '@courtside/events';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContestCard } from '../../components/ui/contest-card';
import {
  useContestList,
  useContestListOptions,
} from '../../features/public-pages/api/get-contest-list';
import { ContestFilters } from '../../features/public-pages/components/contest-filters';
import { FilteredList } from '../../features/public-pages/components/filtered-list';
import { useUrlFilter } from '../../features/public-pages/hooks/use-url-filter';
import { RoutePage } from '../layouts/route-page';

const fields = ['league_id', 'team_id', 'from', 'to', 'status', 'page'] as const;

/** Spec §2 contests: every public match, filtered by league, team, days and status, paged. */
export function Component() {
  const { t } = useTranslation();
  const filter = useUrlFilter(contestListFilterSchema, fields);
  const options = useContestListOptions();
  const list = useContestList(filter.raw, filter.valid);

  return (
    <RoutePage title={t('publicPages.contests.title')} gap="lg">
      <ContestFilters {...filter.filterProps} options={options.data} />
      <FilteredList
        list={list}
        filter={filter}
        emptyText={t('publicPages.contests.empty')}
        totalText={(count) => t('publicPages.contests.total', { count })}
      >
        {(contests) => (
          <Stack gap="sm" component="ul" aria-label={t('publicPages.contests.title')} p={0} m={0}>
            {contests.map((contest) => (
              <li key={contest.id} style={{ listStyle: 'none' }}>
                <ContestCard
                  contest={contest}
                  linked
                  action={
                    <Anchor component={Link} to={`/league/${contest.league_id}`} size="sm">
                      {contest.league_name}
                    </Anchor>
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </FilteredList>
    </RoutePage>
  );
}
