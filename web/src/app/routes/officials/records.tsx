import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { RecordsView } from '../../../features/official-desk/components/records-view';

/** Spec §2 officials' records: matches worked, with role, league, result and fee; own income. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('desk.records.title'));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('desk.records.title')}
      </Title>
      <RecordsView />
    </Stack>
  );
}
