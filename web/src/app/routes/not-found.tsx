import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';

/**
 * The not-found page, inside whichever layout the unknown path belongs to (spec §8): public,
 * administration (keeping its sidebar), officials area or video zone, each with its way back.
 */
export function NotFoundRoute({ home = '/', homeLabel }: { home?: string; homeLabel?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to={home}>
        {homeLabel ?? t('notFound.home')}
      </Button>
    </Stack>
  );
}
