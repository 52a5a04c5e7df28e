import { Badge, Button, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/dates';
import {
  useApproveVideoZoneUser,
  useDeleteVideoZoneUser,
  useVideoZoneUsers,
  videoZoneStatuses,
  type VideoZoneStatus,
  type VideoZoneUser,
} from '../api/admin-users';

const statusColours: Record<VideoZoneStatus, string> = {
  approved: 'teal',
  pending: 'yellow',
  deleted: 'gray',
};

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

  const body = (
    <DataTable
      label={t('videoZone.admin.title')}
      {...pagedTable(users, setPage)}
      empty={{
        title: t(`videoZone.admin.empty.${status}`),
        description: search ? t('videoZone.admin.emptySearch') : undefined,
      }}
      minWidth={640}
      columns={[
        { key: 'name', header: t('videoZone.admin.name'), cell: (user) => user.fullname },
        { key: 'email', header: t('videoZone.fields.email'), cell: (user) => user.email },
        { key: 'club', header: t('videoZone.fields.club'), cell: (user) => user.club ?? '—' },
        {
          key: 'registered',
          header: t('videoZone.admin.registered'),
          cell: (user) => formatDateTime(user.created_at),
        },
        {
          key: 'status',
          header: t('videoZone.admin.status'),
          cell: (user) => (
            <Badge variant="light" color={statusColours[user.status]}>
              {t(`videoZone.admin.tabs.${user.status}`)}
            </Badge>
          ),
        },
      ]}
      actions={{
        header: t('videoZone.admin.actions'),
        cell: (user) => (
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
        ),
      }}
    />
  );

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
