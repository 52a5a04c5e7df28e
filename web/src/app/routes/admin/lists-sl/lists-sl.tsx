import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { LeagueOfficialsLists } from '../../../../features/officials-assignment';

/** leagues/lists-sl/{id}: a league's officials lists (spec §2, list.officials). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(t('officialsAdmin.lists.title'));
  const leagueId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('officialsAdmin.lists.title')}
      </Title>
      {leagueId === null ? (
        <EmptyBlock title={t('officialsAdmin.lists.noLeague')} />
      ) : (
        <LeagueOfficialsLists leagueId={leagueId} />
      )}
    </Stack>
  );
}
