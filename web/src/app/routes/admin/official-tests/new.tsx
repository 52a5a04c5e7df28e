import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { OfficialTestForm } from '../../../../features/official-tests/components/test-form';

/** Write a new test for officials. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('officialTests.admin.new'));
  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to="/administration/official-tests">
        {t('officialTests.admin.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('officialTests.admin.new')}
      </Title>
      <OfficialTestForm onCreated={(id) => void navigate(`/administration/official-tests/${id}`)} />
    </Stack>
  );
}
