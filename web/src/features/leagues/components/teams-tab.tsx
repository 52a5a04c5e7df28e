import { Alert, Button, Group, Select, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  useCatalogueTeams,
  useLeagueTeams,
  useRegisterTeam,
  type LeagueDetail,
} from '../api/leagues';

/** Teams registered in the league, and a team of the catalogue to add. */
export function TeamsTab({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  const teams = useLeagueTeams(league.id);
  const [search, setSearch] = useState('');
  const catalogue = useCatalogueTeams(search);
  const registerTeam = useRegisterTeam(league.id, t('leaguesAdmin.teams.added'));
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (teams.isPending) return <LoadingBlock />;
  if (teams.isError) return <ErrorState onRetry={() => void teams.refetch()} />;
  const registered = new Set(teams.data.map((team) => team.id));
  const options = (catalogue.data?.data ?? [])
    .filter((team) => !registered.has(team.id))
    .map((team) => ({ value: String(team.id), label: team.name }));

  const add = async () => {
    if (!chosen) return;
    setError(null);
    try {
      await registerTeam.mutateAsync(Number(chosen));
      setChosen(null);
    } catch (failure) {
      if (isApiRequestError(failure) && failure.status === 422) {
        setError(Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message);
      }
    }
  };

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group align="flex-end">
        <Select
          label={t('leaguesAdmin.teams.add')}
          data={options}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('leaguesAdmin.create.noTeams')}
          w={{ base: '100%', sm: 320 }}
        />
        <Button onClick={() => void add()} disabled={!chosen} loading={registerTeam.isPending}>
          {t('leaguesAdmin.teams.register')}
        </Button>
      </Group>
      {teams.data.length === 0 ? (
        <EmptyBlock title={t('leaguesAdmin.teams.empty')} />
      ) : (
        <Table striped aria-label={t('leaguesAdmin.tabs.teams')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('leaguesAdmin.fields.name')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.teams.fullName')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.fields.city')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.data.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Td>{team.name}</Table.Td>
                <Table.Td>{team.full_name ?? '—'}</Table.Td>
                <Table.Td>{team.city ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
