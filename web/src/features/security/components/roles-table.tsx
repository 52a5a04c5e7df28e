import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { superAdminRole, useDeleteRole, usePermissions, useRoles, type Role } from '../api/roles';
import { ConfirmDelete } from './confirm-delete';
import { RoleForm } from './role-form';

/** Roles with their permissions: create, edit, delete (never the super-admin role). */
export function RolesTable() {
  const { t } = useTranslation();
  const roles = useRoles();
  const permissions = usePermissions();
  const remove = useDeleteRole(t('adminShell.roles.deleted'));
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);

  if (roles.isPending || permissions.isPending) return <LoadingBlock />;
  if (roles.isError || permissions.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void roles.refetch();
          void permissions.refetch();
        }}
      />
    );
  }
  const rows = roles.data.data;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('adminShell.roles.new')}</Button>
      </Group>
      {rows.length === 0 ? (
        <EmptyBlock title={t('adminShell.roles.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label={t('adminShell.roles.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminShell.roles.name')}</Table.Th>
                <Table.Th>{t('adminShell.roles.guard')}</Table.Th>
                <Table.Th>{t('adminShell.roles.permissions')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((role) => (
                <Table.Tr key={role.id}>
                  <Table.Td fw={500}>{role.name}</Table.Td>
                  <Table.Td>
                    {role.guard === 'admin'
                      ? t('adminShell.roles.guardAdmin')
                      : t('adminShell.roles.guardAccount')}
                  </Table.Td>
                  <Table.Td>
                    {role.permissions.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('adminShell.roles.noPermissions')}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {role.permissions.map((name) => (
                          <Badge key={name} variant="light" tt="none">
                            {name}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('adminShell.roles.editNamed', { name: role.name })}
                        onClick={() => setEditing(role)}
                      >
                        {t('common.edit')}
                      </Button>
                      {role.name !== superAdminRole && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          aria-label={t('adminShell.roles.deleteNamed', { name: role.name })}
                          onClick={() => setDeleting(role)}
                        >
                          {t('common.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <RoleForm
          role={editing === 'new' ? null : editing}
          permissions={permissions.data.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        question={t('adminShell.roles.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={closeDelete}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: closeDelete });
        }}
      />
    </Stack>
  );
}
