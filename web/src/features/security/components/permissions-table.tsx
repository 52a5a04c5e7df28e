import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePermissions, useRoles } from '../api/roles';

/** Every permission and the roles that hold it. */
export function PermissionsTable() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const roles = useRoles();
  if (permissions.isPending || roles.isPending) return <LoadingBlock />;
  if (permissions.isError || roles.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void permissions.refetch();
          void roles.refetch();
        }}
      />
    );
  }
  const rows = permissions.data.data;
  if (rows.length === 0) return <EmptyBlock title={t('adminShell.permissions.empty')} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="sm" aria-label={t('adminShell.permissions.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminShell.permissions.name')}</Table.Th>
            <Table.Th>{t('adminShell.permissions.heldBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((permission) => {
            const holders = roles.data.data.filter((role) =>
              role.permissions.includes(permission.name),
            );
            return (
              <Table.Tr key={permission.id}>
                <Table.Td fw={500}>{permission.name}</Table.Td>
                <Table.Td>
                  {holders.length === 0 ? (
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
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
