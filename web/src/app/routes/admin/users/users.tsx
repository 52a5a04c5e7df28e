import { useTranslation } from 'react-i18next';
import { UsersTable } from '../../../../features/users/components/users-table';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('users.list.title')} gap="md">
      <UsersTable />
    </RoutePage>
  );
}
