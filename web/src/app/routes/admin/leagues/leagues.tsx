import { useTranslation } from 'react-i18next';
import { LeaguesTable } from '../../../../features/leagues/components/leagues-table';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('leaguesAdmin.list.title')} gap="md">
      <LeaguesTable />
    </RoutePage>
  );
}
