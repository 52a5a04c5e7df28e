import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { usePlatforms } from '../../../../features/platform-settings/api/platform-settings';
import { RoutePage } from '../../../layouts/route-page';

/** settings/platforms (super-admin): each platform, opening on its settings tabs. */
export function Component() {
  const { t } = useTranslation();
  const query = usePlatforms();
  let body;
  if (query.isPending) body = <LoadingBlock rows={2} />;
  else if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0)
    body = <EmptyBlock title={t('platformSettings.platforms.empty')} />;
  else
    body = query.data.data.map((platform) => (
      <Card key={platform.id} withBorder>
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{platform.site_name}</Text>
            <Text size="sm" c="dimmed">
              {t('platformSettings.platforms.closed', {
                seasons: platform.closed_seasons.join(', ') || '—',
              })}
            </Text>
          </Stack>
          <Anchor
            component={Link}
            to={`/administration/settings/platforms/${platform.id}/platform-settings/general`}
          >
            {t('platformSettings.platforms.open')}
          </Anchor>
        </Group>
      </Card>
    ));
  return (
    <RoutePage title={t('platformSettings.platforms.title')} gap="md">
      {body}
    </RoutePage>
  );
}
