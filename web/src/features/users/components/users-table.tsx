import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { formatDateTime } from '../../../lib/dates';
import { useUsers, type KindFilter, type User } from '../api/users';
import { relativeTime } from '../utils/relative-time';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserForm } from './user-form';
import { UserPicture } from './user-picture';

/** Spec §2 `users`: admins and officials, 10 a page, newest first, with their last activity. */
export function UsersTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<KindFilter>('all');
  const users = useUsers(page, debounced, kind);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const now = new Date();

  const lastActivity = (user: User) =>
    user.last_activity_at ? (
      <Tooltip label={formatDateTime(user.last_activity_at)}>
        <Text size="sm">{relativeTime(user.last_activity_at, now, i18n.language)}</Text>
      </Tooltip>
    ) : (
      <Text size="sm" c="dimmed">
        {t('users.list.never')}
      </Text>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <TextInput
          aria-label={t('users.list.search')}
          placeholder={t('users.list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <SegmentedControl
          aria-label={t('users.list.kindFilter')}
          value={kind}
          onChange={(value) => {
            setKind(value as KindFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('users.list.allKinds') },
            { value: 'admin', label: t('users.kinds.admin') },
            { value: 'official', label: t('users.kinds.official') },
          ]}
        />
        <Button onClick={() => setEditing('new')}>{t('users.list.new')}</Button>
      </Group>
      <DataTable
        label={t('users.list.title')}
        compact
        loading={users.isLoading}
        failed={users.isError}
        onRetry={() => void users.refetch()}
        rows={users.data?.data}
        empty={{
          title: debounced ? t('users.list.noMatches') : t('users.list.empty'),
          description: debounced ? t('users.list.noMatchesHint') : undefined,
        }}
        pages={
          users.data && {
            page,
            lastPage: users.data.meta.last_page,
            onPage: setPage,
          }
        }
        minWidth={760}
        columns={[
          {
            key: 'name',
            header: t('users.list.name'),
            cell: (user) => (
              <Group gap="sm" wrap="nowrap">
                <UserPicture user={user} />
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {user.name}
                  </Text>
                  {user.screen_name && (
                    <Text size="xs" c="dimmed">
                      {user.screen_name}
                    </Text>
                  )}
                </Stack>
              </Group>
            ),
          },
          { key: 'email', header: t('users.list.email'), cell: (user) => user.email },
          {
            key: 'kind',
            header: t('users.list.kind'),
            cell: (user) => t(`users.kinds.${user.kind}`),
          },
          {
            key: 'roles',
            header: t('users.list.roles'),
            cell: (user) => (
              <Group gap={4}>
                {user.roles.map((role) => (
                  <Badge key={role} size="sm" variant="light">
                    {role}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { key: 'lastActivity', header: t('users.list.lastActivity'), cell: lastActivity },
        ]}
        actions={{
          header: <VisuallyHidden>{t('users.list.actions')}</VisuallyHidden>,
          cell: (user) => (
            <RowActions
              name={user.name}
              edit={{ onClick: () => setEditing(user), label: t('users.list.edit') }}
              remove={{
                onClick: () => setDeleting(user),
                label: '✕',
                ariaLabel: t('users.list.deleteOne', { name: user.name }),
              }}
            />
          ),
        }}
      />
      {editing && (
        <UserForm user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
