import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, queriesState, nameColumn } from '../../../components/ui/data-table';
import { usePermissions, useRoles, type Permission } from '../api/roles';

/** Every permission and the roles that hold it. */
export function PermissionsTable() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const roles = useRoles();
  const allRoles = roles.data?.data ?? [];
  return (
    <DataTable
      label={t('adminShell.permissions.title')}
      {...queriesState(permissions, roles)}
      rows={permissions.data?.data}
      empty={{ title: t('adminShell.permissions.empty') }}
      minWidth={480}
      columns={[
        nameColumn<Permission>(t('adminShell.permissions.name')),
        {
          key: 'heldBy',
          header: t('adminShell.permissions.heldBy'),
          cell: (permission) => {
            const holders = allRoles.filter((role) => role.permissions.includes(permission.name));
            return holders.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('adminShell.permissions.noRole')}
              </Text>
            ) : (
              <Group gap={4}>
                {holders.map((role) => (
                  <Badge key={role.id} variant="outline" tt="none">
                    {role.name}
                  </Badge>
                ))}
              </Group>
            );
          },
        },
      ]}
    />
  );
}
