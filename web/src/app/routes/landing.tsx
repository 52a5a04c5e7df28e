import { useNavigate } from 'react-router';
import { ResultsByDay } from '../../features/results/components/results-by-day';
import { todayUtc } from '../../lib/dates';

/** Home: today's results; choosing a day moves to that day's shareable address. */
export function LandingRoute() {
  const navigate = useNavigate();
  return (
    <ResultsByDay
      day={todayUtc()}
      onDayChange={(day) => void navigate(`/leagues/${day}/contests`)}
    />
  );
}
