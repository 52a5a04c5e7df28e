import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { usePlatformPage } from '../api/platform-settings';

/**
 * The public privacy or terms page: the text set in the general settings, shown as plain
 * paragraphs (React escapes it; no HTML from the settings ever reaches the page).
 */
export function PlatformPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const title = t(`platformSettings.pages.${page}`);
  usePageTitle(title);
  const query = usePlatformPage(page);
  let body;
  if (query.isPending) body = <LoadingBlock rows={3} />;
  else if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} />;
  else if (!query.data.data.text) body = <EmptyBlock title={t('platformSettings.pages.empty')} />;
  else {
    body = query.data.data.text.split(/\n\s*\n/).map((paragraph, index) => (
      <Text key={index} style={{ whiteSpace: 'pre-line' }}>
        {paragraph}
      </Text>
    ));
  }
  return (
    <Stack gap="md" maw={760} mx="auto" py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
