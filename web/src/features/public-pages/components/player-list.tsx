import type { PlayerBaseEntry } from '@courtside/events';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName, useName } from '../../../lib/names';

/** Players as cards (two or three a row on wider screens): name, club and what may be public. */
export function PlayerList({ players }: { players: PlayerBaseEntry[] }) {
  const { t } = useTranslation();
  const name = useName();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      aria-label={t('publicPages.players.listLabel')}
    >
      {players.map((player) => (
        <Card
          key={player.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          style={{ listStyle: 'none' }}
          data-testid="player-card"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700}>{personName(name, player, 'last')}</Text>
            {player.number !== null && (
              <Badge variant="light" aria-label={t('publicPages.players.number')}>
                #{player.number}
              </Badge>
            )}
          </Group>
          <Text size="sm">{name(player.club.name)}</Text>
          <Text size="sm" c="dimmed">
            {[
              player.position,
              player.birth_year !== null
                ? t('publicPages.players.born', { year: player.birth_year })
                : null,
              t('publicPages.players.season', { season: player.season }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {player.categories.length > 0 && (
            <Group gap={4} mt={4}>
              {player.categories.map((category) => (
                <Badge key={category} size="sm" variant="outline" color="gray">
                  {name(category)}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
