import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useCategoryOptions } from '../../../../features/catalogue/api/categories';
import { leagueKinds, type LeagueKind } from '../../../../features/leagues/api/leagues';
import { CreateLeagueWizard } from '../../../../features/leagues/components/create-wizard';

export function Component() {
  const { t } = useTranslation();
  const { kind } = useParams();
  const categories = useCategoryOptions();
  const known = leagueKinds.includes(kind as LeagueKind) ? (kind as LeagueKind) : null;
  const title = known
    ? t('leaguesAdmin.create.title', { kind: t(`leaguesAdmin.kinds.${known}`) })
    : t('leaguesAdmin.list.title');
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {known ? (
        <CreateLeagueWizard key={known} kind={known} categories={categories.data?.data ?? []} />
      ) : (
        <EmptyBlock title={t('leaguesAdmin.create.unknownKind')} />
      )}
    </Stack>
  );
}
