import type { WatchableVideo } from '@courtside/events';
import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useName } from '../../../lib/names';
import { formatDuration } from '../utils/duration';

/** One video in the list: its poster, the match (teams, date, score), length and league. */
export function VideoCard({ video }: { video: WatchableVideo }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const { contest } = video;
  const home = nameOf(contest.first_team.name);
  const away = nameOf(contest.second_team.name);
  const label = t('videoZone.videos.watch', { home, away });
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component={Link}
      to={`/video-zone/video-on-demand/${video.id}`}
      aria-label={label}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image src={video.poster_url} alt="" loading="lazy" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" lineClamp={2}>
            {home} – {away}
          </Text>
          <Text fw={700}>
            {contest.first_team_total} : {contest.second_team_total}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(contest.time)} · {nameOf(contest.league_name)}
          </Text>
          <Badge variant="light" aria-label={t('videoZone.videos.duration')}>
            {formatDuration(video.duration_seconds)}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
