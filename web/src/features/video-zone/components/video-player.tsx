import type { VideoPlayback } from '@courtside/events';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The match video with its period buttons. When the signed link is renewed the element keeps
 * its place: the new source takes over at the same second, playing if it was.
 */
export function VideoPlayer({
  playback,
  onLinkRefused,
}: {
  playback: VideoPlayback;
  /** The link was refused (expired while paused long): ask for a new one. */
  onLinkRefused: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // The element's first source; a renewed link is swapped in below, never by a re-render, which
  // would reload the video from its start before the position could be read.
  const [firstUrl] = useState(playback.url);
  const shown = useRef(playback.url);

  useEffect(() => {
    const element = video.current;
    if (!element || shown.current === playback.url) return;
    shown.current = playback.url;
    // A renewed link: carry on where the viewer was.
    const at = element.currentTime;
    const playing = !element.paused;
    element.src = playback.url;
    element.currentTime = at;
    if (playing) void element.play().catch(() => undefined);
  }, [playback.url]);

  const seek = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    if (element.paused) void element.play().catch(() => undefined);
  };

  return (
    <Stack gap="sm">
      <video
        ref={video}
        src={firstUrl}
        poster={playback.poster_url}
        controls
        playsInline
        preload="metadata"
        onError={onLinkRefused}
        aria-label={t('videoZone.player.video')}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
      />
      {playback.markers.length > 0 && (
        <Group gap="xs" role="group" aria-label={t('videoZone.player.periods')}>
          {playback.markers.map((marker) => (
            <Button
              key={marker.period}
              variant="light"
              size="compact-md"
              onClick={() => seek(marker.seconds)}
            >
              {t(`videoZone.player.period.${marker.period}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
