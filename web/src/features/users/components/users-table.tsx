import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
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

  let body;
  if (users.isLoading) body = <LoadingBlock />;
  else if (users.isError) body = <ErrorState onRetry={() => void users.refetch()} />;
  else if (!users.data || users.data.data.length === 0) {
    body = (
      <EmptyBlock
        title={debounced ? t('users.list.noMatches') : t('users.list.empty')}
        description={debounced ? t('users.list.noMatchesHint') : undefined}
      />
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label={t('users.list.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.list.name')}</Table.Th>
              <Table.Th>{t('users.list.email')}</Table.Th>
              <Table.Th>{t('users.list.kind')}</Table.Th>
              <Table.Th>{t('users.list.roles')}</Table.Th>
              <Table.Th>{t('users.list.lastActivity')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('users.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t(`users.kinds.${user.kind}`)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((role) => (
                      <Badge key={role} size="sm" variant="light">
                        {role}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{lastActivity(user)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => setEditing(user)}>
                      {t('users.list.edit')}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('users.list.deleteOne', { name: user.name })}
                      onClick={() => setDeleting(user)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const lastPage = users.data?.meta.last_page ?? 1;
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
      {body}
      {lastPage > 1 && <Pagination value={page} onChange={setPage} total={lastPage} />}
      {editing && (
        <UserForm user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
