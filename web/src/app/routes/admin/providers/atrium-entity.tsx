import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TeamCard } from '../../../../features/providers/components/team-card';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/seasons/{seasonId}/fixtures/{fixtureId}/teams/{entityId} (super-admin). */
export function Component() {
  const { t } = useTranslation();
  const { entityId = '' } = useParams();
  return (
    <RoutePage title={t('providers.team.title')} gap="md">
      <TeamCard path={`atrium/entities/${encodeURIComponent(entityId)}`} />
    </RoutePage>
  );
}
