import { Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MatchFile } from '@courtside/events';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

/** Bytes as megabytes with one decimal, as the limits are said. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** One file of a match: its thumbnail (or PDF name) opening the file, what it is, who sent it. */
export function FileTile({
  file,
  mine = false,
  onRemove,
}: {
  file: MatchFile;
  mine?: boolean;
  onRemove?(): void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xs" component="li" aria-label={file.original_name}>
      <Stack gap={4}>
        <a href={file.url} target="_blank" rel="noreferrer">
          {file.thumbnail_url ? (
            <Image
              src={file.thumbnail_url}
              alt={t('desk.files.thumbnailOf', { name: file.original_name })}
              h={96}
              fit="cover"
              radius="sm"
            />
          ) : (
            <Text size="sm" fw={600}>
              PDF · {file.original_name}
            </Text>
          )}
        </a>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t(`desk.files.kinds.${file.kind}`)} · {megabytes(file.size_bytes)} MB
        </Text>
        <Text size="xs" c="dimmed">
          {file.uploaded_by.name} · {formatDateTime(file.uploaded_at)}
        </Text>
        {mine ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
            {t('desk.files.remove')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A match's files as a grid of tiles: two across on a phone, three on a wider screen. */
export function MatchFileGrid({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('desk.files.title')}
    >
      {children}
    </SimpleGrid>
  );
}
