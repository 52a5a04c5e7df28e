import { Anchor, Avatar, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useDeleteTeam, useTeams, type Team } from '../api/teams';
import { ConfirmDelete } from './confirm-delete';
import { ListPagination, ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { RowActions } from './row-actions';

const base = '/administration/leagues/teams';

/** Teams, newest first, searchable by name or city, with their logo. */
export function TeamsTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const teams = useTeams(params);
  const remove = useDeleteTeam(t('catalogue.teams.deleted'));
  const [deleting, setDeleting] = useState<Team | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  let body;
  if (teams.isPending) body = <LoadingBlock />;
  else if (teams.isError) body = <ErrorState onRetry={() => void teams.refetch()} />;
  else if (teams.data.data.length === 0) {
    body = (
      <EmptyBlock title={params.search ? t('common.noMatches') : t('catalogue.teams.empty')} />
    );
  } else {
    const { data, meta } = teams.data;
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t('catalogue.teams.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.teams.name')}</Table.Th>
                <Table.Th>{t('catalogue.teams.category')}</Table.Th>
                <Table.Th>{t('catalogue.teams.city')}</Table.Th>
                <Table.Th>{t('catalogue.teams.arena')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((team) => (
                <Table.Tr key={team.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={team.logo}
                        alt={team.logo ? t('catalogue.teams.logoOf', { name: team.name }) : ''}
                        radius="sm"
                      >
                        {team.name.slice(0, 2).toUpperCase()}
                      </Avatar>
                      <Stack gap={0}>
                        <Anchor component={Link} to={`${base}/${team.id}`} fw={500}>
                          {team.name}
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
                  </Table.Td>
                  <Table.Td>{team.category?.name ?? '—'}</Table.Td>
                  <Table.Td>{team.city ?? '—'}</Table.Td>
                  <Table.Td>{team.arena?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={team.name}
                      editTo={`${base}/${team.id}`}
                      onDelete={() => setDeleting(team)}
                    />
                  </Table.Td>
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
        label={t('common.search')}
        onSearch={onSearch}
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
      />
      {body}
      <ConfirmDelete
        opened={deleting !== null}
        question={t('catalogue.teams.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={closeDelete}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: closeDelete });
        }}
      />
    </Stack>
  );
}
