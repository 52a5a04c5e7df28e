import { useTranslation } from 'react-i18next';
import { PermissionsTable } from '../../../features/security/components/permissions-table';
import { RoutePage } from '../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('adminShell.permissions.title')} gap="md">
      <PermissionsTable />
    </RoutePage>
  );
}
