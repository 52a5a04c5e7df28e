import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ResultsByDay } from '../../features/results/components/results-by-day';
import { ContestDayMarks } from '../../features/season/components/contest-day-marks';
import { SeasonCategories } from '../../features/season/components/season-categories';
import { todayUtc } from '../../lib/dates';

/** Home: today's results with contest days marked, then the season's categories and leagues. */
export function LandingRoute() {
  const navigate = useNavigate();
  const today = todayUtc();
  return (
    <Stack gap="xl">
      <ContestDayMarks day={today}>
        <ResultsByDay
          day={today}
          onDayChange={(day) => void navigate(`/leagues/${day}/contests`)}
        />
      </ContestDayMarks>
      <SeasonCategories day={today} />
    </Stack>
  );
}
