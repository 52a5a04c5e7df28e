import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { useProfileStore } from '../../../features/auth/stores/profile-store';
import { TwoFactorSetup } from '../../../features/security/components/two-factor-setup';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminShell.twoFactor.title'));
  const navigate = useNavigate();
  const confirmed = useProfileStore((state) => state.profile.twoFactorConfirmed);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('adminShell.twoFactor.title')}
      </Title>
      <TwoFactorSetup confirmed={confirmed} onFinished={() => void navigate('/administration')} />
    </Stack>
  );
}
