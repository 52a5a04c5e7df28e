import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProviderData, type ProviderTeam } from '../../../../features/providers/api/providers';
import { ProviderState } from '../../../../features/providers/components/provider-state';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/seasons/{id}/teams (super-admin): the season's entities. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useProviderData<ProviderTeam[]>(`atrium/seasons/${encodeURIComponent(id)}/teams`);
  return (
    <RoutePage title={t('providers.atrium.teams')} gap="md">
      <ProviderState query={query} isEmpty={(teams) => teams.length === 0}>
        {(teams) => (
          <Stack gap="xs">
            {teams.map((team) => (
              <Card key={team.externalId} withBorder padding="sm">
                <Text fw={600}>{team.name}</Text>
                {team.code && (
                  <Text size="sm" c="dimmed">
                    {team.code}
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        )}
      </ProviderState>
    </RoutePage>
  );
}
