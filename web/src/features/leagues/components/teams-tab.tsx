import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { refusalText } from '../../../lib/api-errors';
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
      const refused = refusalText(failure);
      if (refused !== null) setError(refused);
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
      <DataTable
        label={t('leaguesAdmin.tabs.teams')}
        loading={false}
        failed={false}
        onRetry={() => void teams.refetch()}
        rows={teams.data}
        empty={{ title: t('leaguesAdmin.teams.empty') }}
        columns={[
          { key: 'name', header: t('leaguesAdmin.fields.name'), cell: (team) => team.name },
          {
            key: 'fullName',
            header: t('leaguesAdmin.teams.fullName'),
            cell: (team) => team.full_name ?? '—',
          },
          { key: 'city', header: t('leaguesAdmin.fields.city'), cell: (team) => team.city ?? '—' },
        ]}
      />
    </Stack>
  );
}
