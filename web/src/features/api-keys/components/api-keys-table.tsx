import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { formatDateTime } from '../../../lib/dates';
import { useApiKeys, useRevokeApiKey, type ApiKey } from '../api/api-keys';
import { UsageChart } from './usage-chart';

/** API keys, 10 a page, newest first; each shows its prefix, never its secret. */
export function ApiKeysTable({ onEdit }: { onEdit(key: ApiKey): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const keys = useApiKeys(page);
  const revoke = useRevokeApiKey(t('users.apiKeys.revoked'));
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <>
      <DataTable
        label={t('users.apiKeys.listTitle')}
        compact
        loading={keys.isLoading}
        failed={keys.isError}
        onRetry={() => void keys.refetch()}
        rows={keys.data?.data}
        empty={{ title: t('users.apiKeys.empty'), description: t('users.apiKeys.emptyHint') }}
        pages={keys.data && { page, lastPage: keys.data.meta.last_page, onPage: setPage }}
        minWidth={840}
        columns={[
          { key: 'name', header: t('users.apiKeys.name'), cell: (key) => key.name },
          {
            key: 'key',
            header: t('users.apiKeys.key'),
            cell: (key) => (
              <Text ff="monospace" size="sm">
                {key.prefix}…
              </Text>
            ),
          },
          {
            key: 'leagues',
            header: t('users.apiKeys.leagues'),
            cell: (key) => (
              <Group gap={4}>
                {key.leagues.map((league) => (
                  <Badge key={league.id} size="sm" variant="light">
                    {league.name}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { key: 'owner', header: t('users.apiKeys.owner'), cell: (key) => key.account_name },
          {
            key: 'createdAt',
            header: t('users.apiKeys.createdAt'),
            cell: (key) => formatDateTime(key.created_at),
          },
          {
            key: 'lastUsed',
            header: t('users.apiKeys.lastUsed'),
            cell: (key) =>
              key.last_used_at ? formatDateTime(key.last_used_at) : t('users.apiKeys.never'),
          },
          {
            key: 'usage',
            header: t('apiDocs.usage'),
            cell: (key) => <UsageChart usage={key.usage} />,
          },
          {
            key: 'webhooks',
            header: t('webhooks.title'),
            cell: (key) => (
              <Anchor
                component={Link}
                to={`/administration/api-keys/${key.id}/webhooks`}
                aria-label={t('webhooks.linkOne', { name: key.name })}
              >
                {t('webhooks.link')}
              </Anchor>
            ),
          },
        ]}
        actions={{
          header: '',
          cell: (key) => (
            <RowActions
              name={key.name}
              edit={{
                onClick: () => onEdit(key),
                label: t('users.apiKeys.edit'),
                ariaLabel: t('users.apiKeys.editOne', { name: key.name }),
              }}
              remove={{
                onClick: () => setRevoking(key),
                label: t('users.apiKeys.revoke'),
                ariaLabel: t('users.apiKeys.revokeOne', { name: key.name }),
              }}
            />
          ),
        }}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('users.apiKeys.revokeTitle')}
        question={t('users.apiKeys.revokeQuestion', { name: revoking?.name ?? '' })}
        pending={revoke.isPending}
        onNo={() => setRevoking(null)}
        onYes={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </>
  );
}
