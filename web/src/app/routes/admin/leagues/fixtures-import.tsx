import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { FixturesImport } from '../../../../features/leagues/components/fixtures-import';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(t('leaguesAdmin.fixtures.title'));
  const leagueId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('leaguesAdmin.fixtures.title')}
      </Title>
      {leagueId === null ? (
        <EmptyBlock title={t('leaguesAdmin.page.notFound')} />
      ) : (
        <FixturesImport leagueId={leagueId} />
      )}
    </Stack>
  );
}
