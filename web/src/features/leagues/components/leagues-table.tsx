import { Anchor, Badge, Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { formatDay } from '../../../lib/dates';
import { ListFrame } from '../../../components/ui/list-frame';
import { useListParams } from '../../../components/ui/list-toolbar';
import { leagueKinds, useAdminLeagues } from '../api/leagues';
import { useName } from '../../../lib/names';

export const leaguesBase = '/administration/leagues/league';

/** Leagues of every kind, newest first, ten a page, searchable by name, city or category. */
export function LeaguesTable() {
  const { t } = useTranslation();
  const nameOf = useName();
  const [params, change] = useListParams();
  const leagues = useAdminLeagues(params);

  const body = (
    <DataTable
      label={t('leaguesAdmin.list.title')}
      {...pagedTable(leagues, (page) => change({ page }))}
      empty={{
        title: params.search ? t('leaguesAdmin.list.noMatches') : t('leaguesAdmin.list.empty'),
      }}
      minWidth={760}
      columns={[
        {
          key: 'name',
          header: t('leaguesAdmin.fields.name'),
          cell: (league) => (
            <>
              <Anchor component={Link} to={`${leaguesBase}/${league.id}?hash=schedule`} fw={500}>
                {nameOf(league.name)}
              </Anchor>
              {league.city && (
                <Text size="xs" c="dimmed">
                  {nameOf(league.city)}
                </Text>
              )}
            </>
          ),
        },
        {
          key: 'kind',
          header: t('leaguesAdmin.fields.kind'),
          cell: (league) => <Badge variant="light">{t(`leaguesAdmin.kinds.${league.kind}`)}</Badge>,
        },
        {
          key: 'category',
          header: t('leaguesAdmin.fields.category'),
          cell: (league) =>
            `${league.category_name ?? '—'}${league.season ? ` (${league.season})` : ''}`,
        },
        {
          key: 'teams',
          header: t('leaguesAdmin.fields.teams'),
          cell: (league) => `${league.teams_count} / ${league.number_of_teams}`,
        },
        {
          key: 'matches',
          header: t('leaguesAdmin.fields.matches'),
          cell: (league) => league.contests_count,
        },
        {
          key: 'start',
          header: t('leaguesAdmin.fields.startDate'),
          cell: (league) => formatDay(league.start_date),
        },
      ]}
    />
  );

  return (
    <ListFrame
      change={change}
      searchLabel={t('leaguesAdmin.list.search')}
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
    >
      {body}
    </ListFrame>
  );
}
