import { Accordion, Anchor, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useLeagueForExamples, useOpenApi, useOwnKeys, type ApiOperation } from '../api/openapi';
import { exampleIds, examplePath } from '../utils/example-request';
import { EndpointCard } from './endpoint-card';

/**
 * The public API as its OpenAPI document describes it, endpoints grouped by tag, with example
 * requests and answers for the leagues of the signed-in admin's own keys.
 */
export function ApiDocs({ accountId }: { accountId: number | null }) {
  const { t } = useTranslation();
  const doc = useOpenApi();
  const keys = useOwnKeys(accountId);
  const leagues = [
    ...new Map(
      (keys.data ?? []).flatMap((key) => key.leagues).map((league) => [league.id, league]),
    ).values(),
  ];
  const [chosen, setChosen] = useState<number | null>(null);
  const leagueId = chosen ?? leagues[0]?.id ?? null;
  const league = useLeagueForExamples(leagueId);

  if (doc.isPending || keys.isPending) return <LoadingBlock />;
  if (doc.isError || keys.isError) {
    return (
      <ErrorState
        message={t('apiDocs.failed')}
        onRetry={() => void Promise.all([doc.refetch(), keys.refetch()])}
      />
    );
  }
  const ids = exampleIds(leagueId ?? 0, league.data);
  const groups = new Map<string, { path: string; operation: ApiOperation }[]>();
  for (const [path, item] of Object.entries(doc.data.paths)) {
    const tag = item.get.tags[0] ?? '';
    groups.set(tag, [...(groups.get(tag) ?? []), { path, operation: item.get }]);
  }

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {t('apiDocs.intro', { bearer: 'Authorization: Bearer', header: 'X-Api-Key' })}
      </Text>
      <Anchor href="/api/openapi.json" target="_blank">
        {t('apiDocs.documentLink', { format: 'OpenAPI 3.1' })}
      </Anchor>
      {leagues.length === 0 ? (
        <Stack gap={4}>
          <EmptyBlock title={t('apiDocs.noKeys')} description={t('apiDocs.noKeysHint')} />
          <Anchor component={Link} to="/administration/api-keys/create-edit">
            {t('apiDocs.createKey')}
          </Anchor>
        </Stack>
      ) : (
        <Select
          label={t('apiDocs.league')}
          data={leagues.map((item) => ({ value: String(item.id), label: item.name }))}
          value={String(leagueId)}
          onChange={(value) => value && setChosen(Number(value))}
          allowDeselect={false}
          maw={360}
        />
      )}
      <Accordion multiple variant="separated" defaultValue={['Leagues']}>
        {[...groups].map(([tag, endpoints]) => (
          <Accordion.Item key={tag} value={tag}>
            <Accordion.Control>{t(`apiDocs.tags.${tag}`, { defaultValue: tag })}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {endpoints.map(({ path, operation }) => (
                  <EndpointCard
                    key={path}
                    path={path}
                    examplePath={leagueId === null ? path : examplePath(path, ids)}
                    operation={operation}
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
