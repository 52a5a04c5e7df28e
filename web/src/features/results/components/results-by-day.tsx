import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayPicker } from '../../../components/ui/day-picker';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDay } from '../../../lib/dates';
import { useLiveDay } from '../hooks/use-live-day';
import { LiveIndicator } from '../../../components/ui/live-indicator';
import { ContestsByLeague } from './contests-by-league';
import { usePageTitle } from '../../../components/ui/page-title';

interface ResultsByDayProps {
  day: string;
  onDayChange(day: string): void;
}

/** One day's contests of every public league, with a day chooser. */
export function ResultsByDay({ day, onDayChange }: ResultsByDayProps) {
  const { t } = useTranslation();
  const results = useLiveDay(day);
  usePageTitle(t('results.title', { date: formatDay(day) }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('results.title', { date: formatDay(day) })}
          </Title>
          {results.data && results.data.contests.length > 0 && (
            <div>
              <LiveIndicator />
            </div>
          )}
        </Stack>
        <DayPicker value={day} onChange={onDayChange} label={t('results.pickDay')} />
      </Group>
      {results.isPending ? (
        <LoadingBlock />
      ) : results.isError ? (
        <ErrorState onRetry={() => void results.refetch()} />
      ) : results.data.contests.length === 0 ? (
        <EmptyBlock title={t('results.empty')} description={t('results.emptyHint')} />
      ) : (
        <ContestsByLeague contests={results.data.contests} />
      )}
    </Stack>
  );
}
