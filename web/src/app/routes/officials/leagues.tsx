import { useTranslation } from 'react-i18next';
import { LeaguesList } from '../../../features/official-desk/components/leagues-list';
import { RoutePage } from '../../layouts/route-page';

/** Spec §2 officials `leagues` (view.leagues), the area's default page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('desk.leagues.title')} gap="lg">
      <LeaguesList />
    </RoutePage>
  );
}
