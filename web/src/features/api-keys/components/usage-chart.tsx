import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKeyUsageDay } from '@courtside/events';

const barWidth = 6;
const gap = 2;
const height = 24;

/** A key's requests on each of the last 14 days as small bars, today rightmost, with totals. */
export function UsageChart({ usage }: { usage: ApiKeyUsageDay[] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...usage.map((entry) => entry.requests));
  const total = usage.reduce((sum, entry) => sum + entry.requests, 0);
  const summary = t('apiDocs.usageSummary', { total, today: usage.at(-1)?.requests ?? 0 });
  return (
    <Group gap="xs" wrap="nowrap" data-testid="api-key-usage">
      <svg width={usage.length * (barWidth + gap)} height={height} role="img" aria-label={summary}>
        {usage.map((entry, index) => {
          const barHeight =
            entry.requests === 0 ? 1 : Math.max(2, (entry.requests / most) * height);
          return (
            <rect
              key={entry.day}
              x={index * (barWidth + gap)}
              y={height - barHeight}
              width={barWidth}
              height={barHeight}
              fill={
                entry.requests === 0 ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-blue-6)'
              }
            >
              <title>{`${entry.day}: ${entry.requests}`}</title>
            </rect>
          );
        })}
      </svg>
      <Text size="xs" c="dimmed" aria-hidden>
        {total}
      </Text>
    </Group>
  );
}
