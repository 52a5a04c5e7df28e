import { useNavigate } from 'react-router';
import { ResultsByDay } from '../../features/results/components/results-by-day';
import { MatchDayMarks } from '../../features/season/components/match-day-marks';
import { todayUtc } from '../../lib/dates';

/** Home: today's results; choosing a day moves to that day's shareable address. */
export function LandingRoute() {
  const navigate = useNavigate();
  const today = todayUtc();
  return (
    <MatchDayMarks day={today}>
      <ResultsByDay day={today} onDayChange={(day) => void navigate(`/leagues/${day}/contests`)} />
    </MatchDayMarks>
  );
}
