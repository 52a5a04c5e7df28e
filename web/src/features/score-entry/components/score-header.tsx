import type { ContestStatus } from '@courtside/events';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/contest-card';

interface ScoreHeaderProps {
  home: string;
  away: string;
  /** The running totals of what is in the form, saved or not. */
  totals: { home: number; away: number };
  status: ContestStatus;
  unsaved: boolean;
}

/** The teams, the running totals as the official types, the contest status and "unsaved". */
export function ScoreHeader({ home, away, totals, status, unsaved }: ScoreHeaderProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} style={{ flex: 1 }}>
          {home}
        </Text>
        <Text
          fz={36}
          fw={800}
          aria-label={t('score.totalsLabel', totals)}
          role="status"
          style={{ whiteSpace: 'nowrap' }}
        >
          {totals.home} : {totals.away}
        </Text>
        <Text fw={600} ta="right" style={{ flex: 1 }}>
          {away}
        </Text>
      </Group>
      <Group justify="center" gap="xs" mt="xs">
        <StatusBadge status={status} />
        {unsaved && (
          <Text size="sm" c="orange">
            {t('score.unsaved')}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
