import { Avatar, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { personName, useName } from '../../../lib/names';
import { useTeamLink } from '../api/clubs';

/**
 * The public roster of a team's club (GET /leagues/team/{id}/link): licensed players with their
 * number, position and birth year, and licensed club officials with their role, under the
 * club's logo and home arena. The API sends
 * nothing private, so nothing private can be shown.
 */
export function TeamRoster({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const link = useTeamLink(teamId);
  const name = useName();
  if (link.isPending) return <LoadingBlock rows={2} />;
  if (link.isError) return <ErrorState onRetry={() => void link.refetch()} />;
  const { licensedPlayers: players, licensedClubOfficials: officials, club } = link.data;
  if (!club) return null;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        {club.logo && (
          <Avatar
            src={club.logo}
            size={48}
            alt={t('catalogue.teams.logoOf', { name: club.name })}
          />
        )}
        <Stack gap={0}>
          <Text fw={600}>{name(club.name)}</Text>
          {club.arena && (
            <Text size="sm" c="dimmed">
              {t('clubs.arena')}: {name(club.arena.name)}
              {club.arena.city ? `, ${name(club.arena.city)}` : ''}
            </Text>
          )}
        </Stack>
      </Group>
      <Title order={2} size="h5">
        {t('clubs.public.players', { club: name(club.name) })}
      </Title>
      {players.length === 0 ? (
        <Text c="dimmed">{t('clubs.public.noPlayers')}</Text>
      ) : (
        <Table aria-label={t('clubs.public.playersLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('clubs.licences.name')}</Table.Th>
              <Table.Th>{t('clubs.licences.position')}</Table.Th>
              <Table.Th>{t('clubs.public.born')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {players.map((player) => (
              <Table.Tr key={player.id}>
                <Table.Td>{player.number ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {player.photo && <Avatar src={player.photo} size={28} alt="" />}
                    {personName(name, player)}
                  </Group>
                </Table.Td>
                <Table.Td>{player.position ?? '—'}</Table.Td>
                <Table.Td>{player.birth_year}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {officials.length > 0 && (
        <>
          <Title order={2} size="h5">
            {t('clubs.public.officials')}
          </Title>
          <Table aria-label={t('clubs.public.officials')}>
            <Table.Tbody>
              {officials.map((official) => (
                <Table.Tr key={official.id}>
                  <Table.Td>{personName(name, official)}</Table.Td>
                  <Table.Td>{t(`clubs.roles.${official.role}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {club.contact && (
        <Text size="sm">
          {t('clubs.contact')}: {club.contact}
        </Text>
      )}
    </Stack>
  );
}
