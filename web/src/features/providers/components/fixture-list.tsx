import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useProviderData, type ProviderName, type ProviderSeason } from '../api/providers';
import { ImportPanel } from './import-panel';
import { ProviderState } from './provider-state';

/**
 * A competition's matches (Genius Sports) or a season's fixtures (Atrium), each team opening
 * its own page, with the import of the whole season above them.
 */
export function FixtureList({
  provider,
  path,
  externalId,
  teamLink,
}: {
  provider: ProviderName;
  path: string;
  externalId: string;
  teamLink: (fixtureId: string, teamId: string) => string;
}) {
  const { t } = useTranslation();
  const query = useProviderData<ProviderSeason>(path);
  return (
    <ProviderState query={query} isEmpty={(season) => season.fixtures.length === 0}>
      {(season) => {
        const names = new Map(season.teams.map((team) => [team.externalId, team.name]));
        return (
          <Stack gap="md">
            <Text fw={600}>{season.name}</Text>
            <ImportPanel provider={provider} externalId={externalId} />
            <Stack gap="xs">
              {season.fixtures.map((fixture) => (
                <Card
                  key={fixture.externalId}
                  withBorder
                  padding="sm"
                  data-testid="provider-fixture"
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm" c="dimmed">
                      {t('providers.fixture.round', { round: fixture.round })} ·{' '}
                      {formatDateTime(fixture.time)}
                    </Text>
                    {fixture.status === 'finished' && (
                      <Badge variant="light">
                        {fixture.homeScore ?? '–'} : {fixture.awayScore ?? '–'}
                      </Badge>
                    )}
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    <Anchor component={Link} to={teamLink(fixture.externalId, fixture.homeTeamId)}>
                      {names.get(fixture.homeTeamId) ?? fixture.homeTeamId}
                    </Anchor>
                    <Text>–</Text>
                    <Anchor component={Link} to={teamLink(fixture.externalId, fixture.awayTeamId)}>
                      {names.get(fixture.awayTeamId) ?? fixture.awayTeamId}
                    </Anchor>
                  </Group>
                  {fixture.venue && (
                    <Text size="sm" c="dimmed">
                      {fixture.venue}
                    </Text>
                  )}
                </Card>
              ))}
            </Stack>
          </Stack>
        );
      }}
    </ProviderState>
  );
}
