import { useTranslation } from 'react-i18next';
import { RolesTable } from '../../../features/security/components/roles-table';
import { RoutePage } from '../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('adminShell.roles.title')} gap="md">
      <RolesTable />
    </RoutePage>
  );
}
