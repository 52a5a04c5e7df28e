import type { PublicContest, Scores } from '@courtside/events';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodTable } from '../../../components/ui/period-table';
import { sheetToScores, sheetTotals, type ScoreSheet } from '../utils/score-sheet';

interface ConflictPanelProps {
  theirs: PublicContest;
  mine: ScoreSheet;
  busy: boolean;
  onReapply(): void;
  onTakeTheirs(): void;
}

/** After a 409: their saved score beside the official's own, and the two ways forward. */
export function ConflictPanel({ theirs, mine, busy, onReapply, onTakeTheirs }: ConflictPanelProps) {
  const { t } = useTranslation();
  let myScores: Scores | null = null;
  try {
    myScores = sheetToScores(mine);
  } catch {
    // A field is mid-edit and not a number yet: show only their score until it is.
  }
  const totals = sheetTotals(mine);

  return (
    <Alert color="orange" variant="light" role="alert" title={t('score.conflictTitle')}>
      <Stack gap="md">
        <Text>{t('score.conflictText')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PeriodTable contest={theirs} caption={t('score.theirScore')} />
          {myScores && (
            <PeriodTable
              contest={{
                ...myScores,
                first_team: theirs.first_team,
                second_team: theirs.second_team,
                first_team_total: totals.home,
                second_team_total: totals.away,
              }}
              caption={t('score.yourScore')}
            />
          )}
        </SimpleGrid>
        <Group>
          <Button size="md" color="orange" onClick={onReapply} loading={busy}>
            {t('score.reapply')}
          </Button>
          <Button size="md" variant="default" onClick={onTakeTheirs} disabled={busy}>
            {t('score.takeTheirs')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
