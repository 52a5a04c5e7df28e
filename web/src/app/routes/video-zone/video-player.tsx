import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { formatDateTime } from '../../../lib/dates';
import { useName } from '../../../lib/names';
import { useVideoPlayback } from '../../../features/video-zone/api/videos';
import { VideoPlayer } from '../../../features/video-zone/components/video-player';
import { VideoZoneNav } from '../../../features/video-zone/components/video-zone-nav';
import { formatDuration } from '../../../features/video-zone/utils/duration';

/** One match video: the player, the period buttons, the teams and the score. */
export function Component() {
  const { t } = useTranslation();
  const nameOf = useName();
  const id = Number(useParams().id);
  const playback = useVideoPlayback(id);
  const contest = playback.data?.contest;
  const title = contest
    ? `${nameOf(contest.first_team.name)} – ${nameOf(contest.second_team.name)}`
    : t('videoZone.player.title');
  usePageTitle(title);
  return (
    <Stack gap="md">
      <VideoZoneNav />
      <Anchor component={Link} to="/video-zone/video-on-demand" size="sm">
        {t('videoZone.player.back')}
      </Anchor>
      {playback.isPending ? (
        <LoadingBlock rows={4} />
      ) : playback.isError ? (
        <ErrorState onRetry={() => void playback.refetch()} />
      ) : (
        <>
          <Title order={1} size="h3">
            {title}
          </Title>
          <VideoPlayer playback={playback.data} onLinkRefused={() => void playback.refetch()} />
          {contest && (
            <Group justify="space-between" gap="xs">
              <Text fw={700} size="xl" aria-label={t('videoZone.player.score')}>
                {contest.first_team_total} : {contest.second_team_total}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(contest.time)} · {nameOf(contest.league_name)} ·{' '}
                {formatDuration(playback.data.duration_seconds)}
              </Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
