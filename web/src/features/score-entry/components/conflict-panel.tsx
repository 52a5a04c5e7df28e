import type { PublicContest, Scores } from '@courtside/events';
import { Alert, Box, Button, SimpleGrid, Stack, Text } from '@mantine/core';
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

/** A button whose words wrap on a narrow phone instead of running past the screen's edge. */
const wrapping = { root: { height: 'auto', minHeight: 42 }, label: { whiteSpace: 'normal' } };

/**
 * After a 409: their saved score beside the official's own, and the two ways forward. On a
 * 390 px phone the tables scroll inside the panel and the buttons stack at full width, so
 * neither way forward is ever cut off at the right edge.
 */
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
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('score.conflictTitle')}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="md">
        <Text>{t('score.conflictText')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Box style={{ overflowX: 'auto', minWidth: 0 }}>
            <PeriodTable contest={theirs} caption={t('score.theirScore')} />
          </Box>
          {myScores && (
            <Box style={{ overflowX: 'auto', minWidth: 0 }}>
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
            </Box>
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Button
            size="md"
            color="orange"
            onClick={onReapply}
            loading={busy}
            fullWidth
            styles={wrapping}
          >
            {t('score.reapply')}
          </Button>
          <Button
            size="md"
            variant="default"
            onClick={onTakeTheirs}
            disabled={busy}
            fullWidth
            styles={wrapping}
          >
            {t('score.takeTheirs')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
