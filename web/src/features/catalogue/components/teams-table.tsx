import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { useListParams } from '../../../components/ui/list-toolbar';
import { useDeleteTeam, useTeams, type Team } from '../api/teams';
import { ListFrame } from '../../../components/ui/list-frame';
import { useRowEditing } from './use-row-editing';
import { useName } from '../../../lib/names';

const base = '/administration/leagues/teams';

/** Teams, newest first, searchable by name or city, with their logo. */
export function TeamsTable() {
  const { t } = useTranslation();
  const nameOf = useName();
  const [params, change] = useListParams();
  const teams = useTeams(params);
  const rows = useRowEditing<Team>({
    remove: useDeleteTeam(t('catalogue.teams.deleted')),
    deleteQuestion: (name) => t('catalogue.teams.deleteQuestion', { name }),
    editTo: (team) => `${base}/${team.id}`,
  });

  return (
    <ListFrame
      change={change}
      dialogs={rows.dialogs}
      action={
        <Group gap="xs">
          <Button variant="light" component={Link} to={`${base}/import`}>
            {t('catalogue.import.title')}
          </Button>
          <Button component={Link} to={`${base}/new`}>
            {t('catalogue.teams.new')}
          </Button>
        </Group>
      }
    >
      <DataTable
        label={t('catalogue.teams.title')}
        {...pagedTable(teams, (page) => change({ page }))}
        empty={{ title: params.search ? t('common.noMatches') : t('catalogue.teams.empty') }}
        minWidth={760}
        columns={[
          {
            key: 'name',
            header: t('catalogue.teams.name'),
            cell: (team) => (
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={team.logo}
                  alt={team.logo ? t('catalogue.teams.logoOf', { name: nameOf(team.name) }) : ''}
                  radius="sm"
                >
                  {team.name.slice(0, 2).toUpperCase()}
                </Avatar>
                <Stack gap={0}>
                  <Anchor component={Link} to={`${base}/${team.id}`} fw={500}>
                    {nameOf(team.name)}
                  </Anchor>
                  {team.full_name && (
                    <Text size="xs" c="dimmed">
                      {team.full_name}
                    </Text>
                  )}
                </Stack>
                {team.is_absent && (
                  <Badge color="orange" variant="light">
                    {t('catalogue.teams.absent')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'category',
            header: t('catalogue.teams.category'),
            cell: (team) => (team.category ? nameOf(team.category.name) : '—'),
          },
          {
            key: 'city',
            header: t('catalogue.teams.city'),
            cell: (team) => (team.city ? nameOf(team.city) : '—'),
          },
          {
            key: 'arena',
            header: t('catalogue.teams.arena'),
            cell: (team) => (team.arena ? nameOf(team.arena.name) : '—'),
          },
        ]}
        actions={rows.actions}
      />
    </ListFrame>
  );
}
