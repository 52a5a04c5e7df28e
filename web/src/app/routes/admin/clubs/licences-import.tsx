import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { LicenceImport } from '../../../../features/clubs/components/licence-import';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('clubs.import.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('clubs.import.title')}
      </Title>
      <LicenceImport />
    </Stack>
  );
}
