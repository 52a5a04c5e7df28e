import { useNavigate, useParams } from 'react-router';
import { ResultsByDay } from '../../features/results/components/results-by-day';
import { ContestDayMarks } from '../../features/season/components/contest-day-marks';
import { isIsoDay } from '../../lib/dates';
import { NotFoundRoute } from './not-found';

/** viewLeaguesByDate (spec §2): the date comes from the address as YYYY-MM-DD. */
export function ContestsByDateRoute() {
  const { date } = useParams();
  const navigate = useNavigate();
  if (!isIsoDay(date)) return <NotFoundRoute />;
  // The picker keeps marking contest days after the landing page hands over to a chosen day.
  return (
    <ContestDayMarks key={date.slice(0, 7)} day={date}>
      <ResultsByDay day={date} onDayChange={(day) => void navigate(`/leagues/${day}/contests`)} />
    </ContestDayMarks>
  );
}
