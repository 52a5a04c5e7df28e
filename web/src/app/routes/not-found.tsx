import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
