import type { BookingVideo } from '@courtside/events';
import { Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_PREFIX } from '../../../config/constants';
import { formatNumber } from '../../../lib/numbers';
import { currentLanguage } from '../../../lib/i18n';

/** 8.02 → "0:08", 3725 → "1:02:05". */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** 1_234_567 → "1.2 MB" (decimal units, as file managers show sizes). */
export function sizeText(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatNumber(Number(value.toFixed(unit === 0 ? 0 : 1)), currentLanguage())} ${units[unit]}`;
}

/** A booking's attached video on the list: its poster frame, length and size, or a dash. */
export function BookingVideoCell({ video }: { video: BookingVideo | null }) {
  const { t } = useTranslation();
  if (!video) return <Text c="dimmed">{t('videos.none')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Image
        src={`${API_PREFIX}/admin/videos/${video.id}/poster`}
        alt={t('videos.poster')}
        w={96}
        h={54}
        fit="cover"
        radius="sm"
      />
      <Stack gap={0}>
        <Text size="sm">{durationText(video.duration_seconds)}</Text>
        <Text size="xs" c="dimmed">
          {sizeText(video.size_bytes)}
        </Text>
      </Stack>
    </Group>
  );
}
