import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FixtureList } from '../../../../features/providers/components/fixture-list';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/seasons/{id}/fixtures (super-admin): the season's fixtures and its import. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage title={t('providers.atrium.fixtures')} gap="md">
      <Anchor component={Link} to={`/administration/atrium/seasons/${id}/teams`}>
        {t('providers.atrium.teams')}
      </Anchor>
      <FixtureList
        provider="atrium"
        path={`atrium/seasons/${encodeURIComponent(id)}/fixtures`}
        externalId={id}
        teamLink={(fixtureId, teamId) =>
          `/administration/atrium/seasons/${id}/fixtures/${fixtureId}/teams/${teamId}`
        }
      />
    </RoutePage>
  );
}
