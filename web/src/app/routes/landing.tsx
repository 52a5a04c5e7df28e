import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ResultsByDay } from '../../features/results/components/results-by-day';
import { MatchDayMarks } from '../../features/season/components/match-day-marks';
import { SeasonCategories } from '../../features/season/components/season-categories';
import { todayUtc } from '../../lib/dates';

/** Home: today's results with match days marked, then the season's categories and leagues. */
export function LandingRoute() {
  const navigate = useNavigate();
  const today = todayUtc();
  return (
    <Stack gap="xl">
      <MatchDayMarks day={today}>
        <ResultsByDay
          day={today}
          onDayChange={(day) => void navigate(`/leagues/${day}/contests`)}
        />
      </MatchDayMarks>
      <SeasonCategories day={today} />
    </Stack>
  );
}
