import { useTranslation } from 'react-i18next';
import { TeamsTable } from '../../../../features/catalogue/components/teams-table';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('catalogue.teams.title')} gap="md">
      <TeamsTable />
    </RoutePage>
  );
}
