import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, queriesState, nameColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { superAdminRole, useDeleteRole, usePermissions, useRoles, type Role } from '../api/roles';
import { RoleForm } from './role-form';

/** Roles with their permissions: create, edit, delete (never the super-admin role). */
export function RolesTable() {
  const { t } = useTranslation();
  const roles = useRoles();
  const permissions = usePermissions();
  const remove = useDeleteRole(t('adminShell.roles.deleted'));
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  return (
    <Stack gap="md">
      {roles.data && permissions.data && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')}>{t('adminShell.roles.new')}</Button>
        </Group>
      )}
      <DataTable
        label={t('adminShell.roles.title')}
        {...queriesState(roles, permissions)}
        rows={roles.data?.data}
        empty={{ title: t('adminShell.roles.empty') }}
        minWidth={640}
        columns={[
          nameColumn<Role>(t('adminShell.roles.name')),
          {
            key: 'guard',
            header: t('adminShell.roles.guard'),
            cell: (role) =>
              role.guard === 'admin'
                ? t('adminShell.roles.guardAdmin')
                : t('adminShell.roles.guardAccount'),
          },
          {
            key: 'permissions',
            header: t('adminShell.roles.permissions'),
            cell: (role) =>
              role.permissions.length === 0 ? (
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
              ),
          },
        ]}
        actions={{
          cell: (role) => (
            <RowActions
              name={role.name}
              edit={{
                onClick: () => setEditing(role),
                ariaLabel: t('adminShell.roles.editNamed', { name: role.name }),
              }}
              remove={
                role.name === superAdminRole
                  ? undefined
                  : {
                      onClick: () => setDeleting(role),
                      ariaLabel: t('adminShell.roles.deleteNamed', { name: role.name }),
                    }
              }
            />
          ),
        }}
      />
      {editing && permissions.data && (
        <RoleForm
          role={editing === 'new' ? null : editing}
          permissions={permissions.data.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        question={t('adminShell.roles.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
