import { Anchor, Badge, Button, Menu, Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDay } from '../../../lib/dates';
import { ListPagination, ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { leagueKinds, useAdminLeagues } from '../api/leagues';
import { useName } from '../../../lib/names';

export const leaguesBase = '/administration/leagues/league';

/** Leagues of every kind, newest first, ten a page, searchable by name, city or category. */
export function LeaguesTable() {
  const { t } = useTranslation();
  const nameOf = useName();
  const [params, change] = useListParams();
  const leagues = useAdminLeagues(params);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  let body;
  if (leagues.isPending) body = <LoadingBlock />;
  else if (leagues.isError) body = <ErrorState onRetry={() => void leagues.refetch()} />;
  else if (leagues.data.data.length === 0) {
    body = (
      <EmptyBlock
        title={params.search ? t('leaguesAdmin.list.noMatches') : t('leaguesAdmin.list.empty')}
      />
    );
  } else {
    const { data, meta } = leagues.data;
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t('leaguesAdmin.list.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('leaguesAdmin.fields.name')}</Table.Th>
                <Table.Th>{t('leaguesAdmin.fields.kind')}</Table.Th>
                <Table.Th>{t('leaguesAdmin.fields.category')}</Table.Th>
                <Table.Th>{t('leaguesAdmin.fields.teams')}</Table.Th>
                <Table.Th>{t('leaguesAdmin.fields.matches')}</Table.Th>
                <Table.Th>{t('leaguesAdmin.fields.startDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((league) => (
                <Table.Tr key={league.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${leaguesBase}/${league.id}?hash=schedule`}
                      fw={500}
                    >
                      {nameOf(league.name)}
                    </Anchor>
                    {league.city && (
                      <Text size="xs" c="dimmed">
                        {nameOf(league.city)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`leaguesAdmin.kinds.${league.kind}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {league.category_name ?? '—'}
                    {league.season ? ` (${league.season})` : ''}
                  </Table.Td>
                  <Table.Td>
                    {league.teams_count} / {league.number_of_teams}
                  </Table.Td>
                  <Table.Td>{league.contests_count}</Table.Td>
                  <Table.Td>{formatDay(league.start_date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          page={meta.current_page}
          lastPage={meta.last_page}
          onPage={(page) => change({ page })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ListToolbar
        label={t('leaguesAdmin.list.search')}
        onSearch={onSearch}
        action={
          <Menu position="bottom-end">
            <Menu.Target>
              <Button>{t('leaguesAdmin.list.new')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {leagueKinds.map((kind) => (
                <Menu.Item key={kind} component={Link} to={`${leaguesBase}/create/${kind}`}>
                  {t(`leaguesAdmin.kinds.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        }
      />
      {body}
    </Stack>
  );
}
