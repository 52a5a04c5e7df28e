import { useNavigate, useParams } from 'react-router';
import { ResultsByDay } from '../../features/results/components/results-by-day';
import { isIsoDay } from '../../lib/dates';
import { NotFoundRoute } from './not-found';

/** viewLeaguesByDate (spec §2): the date comes from the address as YYYY-MM-DD. */
export function ContestsByDateRoute() {
  const { date } = useParams();
  const navigate = useNavigate();
  if (!isIsoDay(date)) return <NotFoundRoute />;
  return (
    <ResultsByDay day={date} onDayChange={(day) => void navigate(`/leagues/${day}/contests`)} />
  );
}
