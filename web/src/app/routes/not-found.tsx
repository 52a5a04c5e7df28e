import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
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
