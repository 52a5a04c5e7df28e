import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { LicencesPreview } from '../../../../features/clubs/components/licences-preview';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('clubs.licences.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2" className="no-print">
        {t('clubs.licences.title')}
      </Title>
      <LicencesPreview />
    </Stack>
  );
}
