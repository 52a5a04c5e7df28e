import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportProgress } from './import-progress';
import { formatDateTime } from '../../../lib/dates';
import {
  useApplyImport,
  usePreviewImport,
  type ImportPlan,
  type ProviderName,
} from '../api/providers';
import { providerFailure } from './provider-state';

function Changes({ plan }: { plan: ImportPlan }) {
  const { t } = useTranslation();
  const teams = plan.teams.filter((team) => team.state !== 'unchanged');
  const fixtures = plan.fixtures.filter((fixture) => fixture.state !== 'unchanged');
  return (
    <Stack gap="xs">
      <Text>
        {t(`providers.import.league.${plan.league.state === 'new' ? 'new' : 'existing'}`, {
          name: plan.league.name,
        })}
      </Text>
      {(['teams', 'fixtures'] as const).map((kind) => (
        <Text key={kind} data-testid={`import-counts-${kind}`}>
          {t(`providers.import.counts.${kind}`, plan.counts[kind])}
        </Text>
      ))}
      {teams.length + fixtures.length === 0 ? (
        <Text c="dimmed">{t('providers.import.nothing')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Tbody>
              {teams.map((team) => (
                <Table.Tr key={`t${team.external_id}`}>
                  <Table.Td>{t(`providers.import.state.${team.state}`)}</Table.Td>
                  <Table.Td>{team.name}</Table.Td>
                </Table.Tr>
              ))}
              {fixtures.slice(0, 200).map((fixture) => (
                <Table.Tr key={`f${fixture.external_id}`}>
                  <Table.Td>{t(`providers.import.state.${fixture.state}`)}</Table.Td>
                  <Table.Td>
                    {fixture.home} – {fixture.away}, {formatDateTime(fixture.time)}
                    {fixture.result && ` · ${fixture.result.home}:${fixture.result.away}`}
                    {fixture.fields.length > 0 &&
                      ` (${fixture.fields.map((field) => t(`providers.import.field.${field}`)).join(', ')})`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * Importing a season: first what would change (new, changed, unchanged teams and fixtures),
 * then the administrator applies it; a failure is told in the provider's terms.
 */
export function ImportPanel({
  provider,
  externalId,
}: {
  provider: ProviderName;
  externalId: string;
}) {
  const { t } = useTranslation();
  const preview = usePreviewImport(provider);
  const apply = useApplyImport();
  const plan = preview.data?.data;
  const done = apply.data?.data;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t('providers.import.title')}</Text>
          <Button
            variant="light"
            loading={preview.isPending}
            onClick={() => {
              apply.reset();
              preview.mutate(externalId);
            }}
          >
            {t('providers.import.preview')}
          </Button>
        </Group>
        {preview.isError && (
          <Alert color="red" role="alert">
            {providerFailure(preview.error) ?? t('errors.loadData')}
          </Alert>
        )}
        {plan && !done && (
          <>
            <Changes plan={plan} />
            <Button loading={apply.isPending} onClick={() => apply.mutate(plan.id)}>
              {t('providers.import.apply')}
            </Button>
          </>
        )}
        {apply.isError && (
          <Alert color="red" role="alert">
            {providerFailure(apply.error) ?? t('errors.loadData')}
          </Alert>
        )}
        {done && plan && <ImportProgress importId={done.id} leagueName={plan.league.name} />}
      </Stack>
    </Card>
  );
}
