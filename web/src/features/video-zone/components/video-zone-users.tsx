import { Badge, Button, Group, Pagination, Stack, Table, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import {
  useApproveVideoZoneUser,
  useDeleteVideoZoneUser,
  useVideoZoneUsers,
  videoZoneStatuses,
  type VideoZoneStatus,
  type VideoZoneUser,
} from '../api/admin-users';

/** The administration list of club representatives: pending, approved, deleted. */
export function VideoZoneUsers() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VideoZoneStatus>('pending');
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const users = useVideoZoneUsers({ status, page, search });
  const approve = useApproveVideoZoneUser();
  const remove = useDeleteVideoZoneUser();
  const [toDelete, setToDelete] = useState<VideoZoneUser | null>(null);
  const closeConfirm = useCallback(() => setToDelete(null), []);

  useEffect(() => setPage(1), [status, search]);

  const rows = users.data?.data ?? [];
  let body;
  if (users.isPending) body = <LoadingBlock rows={4} />;
  else if (users.isError) body = <ErrorState onRetry={() => void users.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyBlock
        title={t(`videoZone.admin.empty.${status}`)}
        description={search ? t('videoZone.admin.emptySearch') : undefined}
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t('videoZone.admin.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('videoZone.admin.name')}</Table.Th>
              <Table.Th>{t('videoZone.fields.email')}</Table.Th>
              <Table.Th>{t('videoZone.fields.club')}</Table.Th>
              <Table.Th>{t('videoZone.admin.registered')}</Table.Th>
              <Table.Th>{t('videoZone.admin.status')}</Table.Th>
              <Table.Th>{t('videoZone.admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.fullname}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.club ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(user.created_at)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={
                      user.status === 'approved'
                        ? 'teal'
                        : user.status === 'pending'
                          ? 'yellow'
                          : 'gray'
                    }
                  >
                    {t(`videoZone.admin.tabs.${user.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {user.status === 'pending' && (
                      <Button
                        size="xs"
                        loading={approve.isPending && approve.variables === user.id}
                        onClick={() => approve.mutate(user.id)}
                        aria-label={t('videoZone.admin.approveNamed', { name: user.fullname })}
                      >
                        {t('videoZone.admin.approve')}
                      </Button>
                    )}
                    {user.status !== 'deleted' && (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setToDelete(user)}
                        aria-label={t('videoZone.admin.deleteNamed', { name: user.fullname })}
                      >
                        {t('videoZone.admin.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const lastPage = users.data?.meta.last_page ?? 1;
  return (
    <Stack gap="md">
      <Tabs value={status} onChange={(value) => value && setStatus(value as VideoZoneStatus)}>
        <Tabs.List>
          {videoZoneStatuses.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`videoZone.admin.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        label={t('videoZone.admin.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={360}
      />
      {body}
      {lastPage > 1 && <Pagination value={page} onChange={setPage} total={lastPage} />}
      <ConfirmDialog
        opened={toDelete !== null}
        question={t('videoZone.admin.confirmDelete', { name: toDelete?.fullname ?? '' })}
        pending={remove.isPending}
        onNo={closeConfirm}
        onYes={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, { onSettled: closeConfirm });
        }}
      />
    </Stack>
  );
}
