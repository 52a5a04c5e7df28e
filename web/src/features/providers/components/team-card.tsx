import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProviderData, type ProviderTeam } from '../api/providers';
import { ProviderState } from './provider-state';

/** A provider's team (Genius Sports) or entity (Atrium): its name, code and external id. */
export function TeamCard({ path }: { path: string }) {
  const { t } = useTranslation();
  const query = useProviderData<ProviderTeam>(path);
  return (
    <ProviderState query={query}>
      {(team) => (
        <Card withBorder>
          <Text fw={600} size="lg">
            {team.name}
          </Text>
          {team.code && <Text>{t('providers.team.code', { code: team.code })}</Text>}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('providers.team.externalId', { id: team.externalId })}
          </Text>
        </Card>
      )}
    </ProviderState>
  );
}
