import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FixtureList } from '../../../../features/providers/components/fixture-list';
import { RoutePage } from '../../../layouts/route-page';

/** genius-sports/competitions/{id}/matches (super-admin): the matches and the import. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage title={t('providers.genius.matches')} gap="md">
      <FixtureList
        provider="genius-sports"
        path={`genius-sports/competitions/${encodeURIComponent(id)}/matches`}
        externalId={id}
        teamLink={(matchId, teamId) =>
          `/administration/genius-sports/competitions/${id}/matches/${matchId}/teams/${teamId}`
        }
      />
    </RoutePage>
  );
}
