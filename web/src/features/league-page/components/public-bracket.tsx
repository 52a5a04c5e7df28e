import { Card, Flex, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { PublicBracketSeries } from '@courtside/events';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useLeagueBracket } from '../api/get-league-bracket';
import { useName } from '../../../lib/names';

/** Only leagues of these kinds have a bracket; a round robin draws none. */
export const bracketKinds = new Set(['play-off', 'tournament']);

/** The bracket as the public sees it: rounds side by side, each series with its wins. */
export function PublicBracket({ leagueId, kind }: { leagueId: number; kind: string | undefined }) {
  const { t } = useTranslation();
  const enabled = kind !== undefined && bracketKinds.has(kind);
  const bracket = useLeagueBracket(leagueId, enabled);
  if (!enabled) return null;
  if (bracket.isPending) return <LoadingBlock rows={3} />;
  if (bracket.isError) return <ErrorState onRetry={() => void bracket.refetch()} />;
  if (bracket.data.rounds.length === 0) {
    return <Text c="dimmed">{t('standingsArea.bracket.notDrawn')}</Text>;
  }
  const last = bracket.data.rounds.length;
  return (
    <Stack gap="xs" aria-label={t('standingsArea.bracket.title')} role="region">
      <Title order={3}>{t('standingsArea.bracket.title')}</Title>
      {bracket.data.best_of !== null && bracket.data.best_of > 1 && (
        <Text size="sm" c="dimmed">
          {t('standingsArea.bracket.bestOf', { count: bracket.data.best_of })}
        </Text>
      )}
      {/* A phone reads the rounds one under another down to the final, never sideways. */}
      <ScrollArea>
        <Flex direction={{ base: 'column', sm: 'row' }} align="stretch" gap="md">
          {bracket.data.rounds.map(({ round, series }) => (
            <Stack key={round} gap="sm" miw={{ sm: 220 }} justify="space-around">
              <Text fw={600} size="sm">
                {round === last
                  ? t('standingsArea.bracket.final')
                  : t('standingsArea.bracket.round', { round })}
              </Text>
              {series.map((one) => (
                <SeriesCard key={one.key} series={one} />
              ))}
            </Stack>
          ))}
        </Flex>
      </ScrollArea>
    </Stack>
  );
}

function SeriesCard({ series }: { series: PublicBracketSeries }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const line = (team: PublicBracketSeries['first_team'], wins: number) => (
    <Group justify="space-between" wrap="nowrap">
      <Text
        size="sm"
        fw={team && team.id === series.winner_team_id ? 700 : 400}
        c={team ? undefined : 'dimmed'}
      >
        {team ? nameOf(team.name) : t('standingsArea.bracket.toBeDecided')}
      </Text>
      <Text size="sm" fw={600}>
        {wins}
      </Text>
    </Group>
  );
  return (
    <Card withBorder padding="xs">
      {line(series.first_team, series.wins.first)}
      {line(series.second_team, series.wins.second)}
    </Card>
  );
}
