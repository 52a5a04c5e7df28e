import type { PublicContest } from '@courtside/events';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodTable } from '../../../components/ui/period-table';

interface SavedElsewhereProps {
  theirs: PublicContest;
  onTakeTheirs(): void;
}

/**
 * Another official saved the contest while this one has an unsaved, different entry: their
 * score is shown, the entry stays in the form. Saving it still meets the conflict panel, so
 * nothing is overwritten by accident either way.
 */
export function SavedElsewhere({ theirs, onTakeTheirs }: SavedElsewhereProps) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" role="status" title={t('score.savedElsewhereTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('score.savedElsewhereText', {
            home: theirs.first_team_total,
            away: theirs.second_team_total,
          })}
        </Text>
        <PeriodTable contest={theirs} caption={t('score.theirScore')} />
        <Button size="md" variant="default" onClick={onTakeTheirs} style={{ alignSelf: 'start' }}>
          {t('score.takeTheirs')}
        </Button>
      </Stack>
    </Alert>
  );
}
