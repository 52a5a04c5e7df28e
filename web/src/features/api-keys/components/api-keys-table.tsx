import { Badge, Button, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { useApiKeys, useRevokeApiKey, type ApiKey } from '../api/api-keys';

/** Spec §8: the question lapses after ten minutes. */
const confirmTimeoutMs = 10 * 60 * 1000;

/** API keys, 10 a page, newest first; each shows its prefix, never its secret. */
export function ApiKeysTable({ onEdit }: { onEdit(key: ApiKey): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const keys = useApiKeys(page);
  const revoke = useRevokeApiKey(t('users.apiKeys.revoked'));
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const close = useCallback(() => setRevoking(null), []);
  useEffect(() => {
    if (!revoking) return;
    const timer = setTimeout(close, confirmTimeoutMs);
    return () => clearTimeout(timer);
  }, [revoking, close]);

  if (keys.isLoading) return <LoadingBlock />;
  if (keys.isError) return <ErrorState onRetry={() => void keys.refetch()} />;
  if (!keys.data || keys.data.data.length === 0) {
    return (
      <EmptyBlock title={t('users.apiKeys.empty')} description={t('users.apiKeys.emptyHint')} />
    );
  }
  const lastPage = keys.data.meta.last_page;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" aria-label={t('users.apiKeys.listTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.apiKeys.name')}</Table.Th>
              <Table.Th>{t('users.apiKeys.key')}</Table.Th>
              <Table.Th>{t('users.apiKeys.leagues')}</Table.Th>
              <Table.Th>{t('users.apiKeys.owner')}</Table.Th>
              <Table.Th>{t('users.apiKeys.createdAt')}</Table.Th>
              <Table.Th>{t('users.apiKeys.lastUsed')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data.data.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {key.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {key.leagues.map((league) => (
                      <Badge key={league.id} size="sm" variant="light">
                        {league.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{key.account_name}</Table.Td>
                <Table.Td>{formatDateTime(key.created_at)}</Table.Td>
                <Table.Td>
                  {key.last_used_at ? formatDateTime(key.last_used_at) : t('users.apiKeys.never')}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('users.apiKeys.editOne', { name: key.name })}
                      onClick={() => onEdit(key)}
                    >
                      {t('users.apiKeys.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('users.apiKeys.revokeOne', { name: key.name })}
                      onClick={() => setRevoking(key)}
                    >
                      {t('users.apiKeys.revoke')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {lastPage > 1 && <Pagination value={page} onChange={setPage} total={lastPage} />}
      <Modal
        opened={revoking !== null}
        onClose={close}
        title={t('users.apiKeys.revokeTitle')}
        centered
      >
        <Text mb="lg">{t('users.apiKeys.revokeQuestion', { name: revoking?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.no')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => {
              if (!revoking) return;
              revoke.mutate(revoking.id, { onSettled: close });
            }}
          >
            {t('common.yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
