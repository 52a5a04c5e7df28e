import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { TeamImport } from '../../../../features/catalogue/components/team-import';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('catalogue.import.title'));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/administration/leagues/teams" size="sm">
        ← {t('catalogue.teams.title')}
      </Anchor>
      <Title order={1} size="h2">
        {t('catalogue.import.title')}
      </Title>
      <TeamImport onDone={() => void navigate('/administration/leagues/teams')} />
    </Stack>
  );
}
