import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { refusalText } from '../../../lib/api-errors';
import { useBracket, useDrawBracket, useLeagueTeams, type LeagueDetail } from '../api/leagues';

/** The play-off (or knockout) bracket: rounds side by side, each series with its score. */
export function BracketView({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  const bracket = useBracket(league.id, true);
  const draw = useDrawBracket(league.id, t('leaguesAdmin.bracket.drawn'));
  const [bestOf, setBestOf] = useState('1');
  // A tournament's knockout takes the group stage's qualifiers, chosen here in seed order.
  const teams = useLeagueTeams(league.id);
  const [qualifiers, setQualifiers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const drawNow = async () => {
    setError(null);
    try {
      await draw.mutateAsync({
        bestOf: Number(bestOf),
        teamIds: league.kind === 'tournament' ? qualifiers.map(Number) : null,
      });
    } catch (failure) {
      const refused = refusalText(failure);
      if (refused !== null) setError(refused);
    }
  };

  if (bracket.isPending) return <LoadingBlock />;
  if (bracket.isError) return <ErrorState onRetry={() => void bracket.refetch()} />;
  if (bracket.data.rounds.length === 0) {
    return (
      <Stack gap="sm" align="center">
        <EmptyBlock title={t('leaguesAdmin.bracket.empty')} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {league.kind === 'tournament' && (
          <MultiSelect
            label={t('leaguesAdmin.bracket.qualifiers')}
            description={t('leaguesAdmin.bracket.qualifiersHelp')}
            data={(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
            value={qualifiers}
            onChange={setQualifiers}
            w={{ base: '100%', sm: 480 }}
          />
        )}
        <Group align="flex-end">
          <Select
            label={t('leaguesAdmin.fields.bestOf')}
            data={['1', '3', '5', '7']}
            value={bestOf}
            onChange={(value) => setBestOf(value ?? '1')}
            allowDeselect={false}
            w={120}
          />
          <Button loading={draw.isPending} onClick={() => void drawNow()}>
            {t('leaguesAdmin.bracket.draw')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const last = bracket.data.rounds.length;
  return (
    <ScrollArea>
      <Group align="stretch" wrap="nowrap" gap="lg" aria-label={t('leaguesAdmin.bracket.title')}>
        {bracket.data.rounds.map(({ round, series }) => (
          <Stack key={round} gap="md" miw={240} justify="space-around">
            <Title order={3} size="h5">
              {round === last
                ? t('leaguesAdmin.bracket.final')
                : t('leaguesAdmin.bracket.round', { round })}
            </Title>
            {series.map((s) => (
              <Card key={s.key} withBorder padding="sm">
                {[
                  { team: s.first_team, wins: s.wins.first },
                  { team: s.second_team, wins: s.wins.second },
                ].map(({ team, wins }, i) => (
                  <Group key={i} justify="space-between" wrap="nowrap">
                    <Text fw={team && s.winner_team_id === team.id ? 700 : 400}>
                      {team?.name ??
                        (round === 1
                          ? t('leaguesAdmin.bracket.bye')
                          : t('leaguesAdmin.bracket.tbd'))}
                    </Text>
                    <Badge variant="light">{wins}</Badge>
                  </Group>
                ))}
                {s.games.map((contest) => (
                  <Text key={contest.id} size="xs" c="dimmed">
                    {formatDateTime(contest.time)} · {t(`leaguesAdmin.status.${contest.status}`)}
                  </Text>
                ))}
              </Card>
            ))}
          </Stack>
        ))}
      </Group>
    </ScrollArea>
  );
}
