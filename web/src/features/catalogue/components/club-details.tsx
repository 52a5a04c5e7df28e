import { Anchor, Avatar, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useClub } from '../api/club';
import { useName } from '../../../lib/names';

/** A club's public card: logo, names, home arena with its map, and the leagues it plays in. */
export function ClubDetails({ id }: { id: number }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const club = useClub(id);
  if (club.isPending) return <LoadingBlock rows={3} />;
  if (club.isError) return <ErrorState onRetry={() => void club.refetch()} />;
  const { data } = club.data;
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={data.logo}
          alt={t('catalogue.teams.logoOf', { name: nameOf(data.name) })}
          size={72}
        >
          {data.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={2}>
          <Title order={1} size="h3">
            {nameOf(data.name)}
          </Title>
          {data.full_name && <Text c="dimmed">{data.full_name}</Text>}
        </Stack>
      </Group>
      <Stack gap={4}>
        {data.city && (
          <Text>
            {t('catalogue.teams.city')}: {nameOf(data.city)}
            {data.region ? `, ${data.region}` : ''}
          </Text>
        )}
        {data.category && (
          <Text>
            {t('catalogue.teams.category')}: {nameOf(data.category.name)}
          </Text>
        )}
        {data.arena && (
          <Text>
            {t('catalogue.teams.arena')}: {nameOf(data.arena.name)}
            {data.arena.address ? `, ${data.arena.address}` : ''}{' '}
            {data.arena.map_url && (
              <Anchor href={data.arena.map_url} target="_blank" rel="noopener noreferrer">
                ({t('catalogue.arenas.openMap')})
              </Anchor>
            )}
          </Text>
        )}
        {data.link && (
          <Anchor href={data.link} target="_blank" rel="noopener noreferrer">
            {t('catalogue.teams.link')}
          </Anchor>
        )}
      </Stack>
      <Title order={2} size="h5">
        {t('catalogue.club.leagues')}
      </Title>
      {data.leagues.length === 0 ? (
        <Text c="dimmed">{t('catalogue.club.noLeagues')}</Text>
      ) : (
        <List>
          {data.leagues.map((league) => (
            <List.Item key={league.id}>
              <Anchor href={`/league/${league.id}`} target="_blank" rel="noopener">
                {nameOf(league.name)}
              </Anchor>
              {league.season ? ` (${league.season})` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
