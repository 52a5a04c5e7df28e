import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TeamCard } from '../../../../features/providers/components/team-card';
import { RoutePage } from '../../../layouts/route-page';

/** genius-sports/competitions/{competitionId}/matches/{matchId}/teams/{teamId} (super-admin). */
export function Component() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  return (
    <RoutePage title={t('providers.team.title')} gap="md">
      <TeamCard path={`genius-sports/teams/${encodeURIComponent(teamId)}`} />
    </RoutePage>
  );
}
