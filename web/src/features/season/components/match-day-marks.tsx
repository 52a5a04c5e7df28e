import { useMemo, useState, type ReactNode } from 'react';
import { DayMarksContext, type DayMarks } from '../../../components/ui/day-picker';
import { useMatchDays } from '../api/get-match-days';

/** Marks the days with matches in every day picker inside, month by month as it is browsed. */
export function MatchDayMarks({ day, children }: { day: string; children: ReactNode }) {
  const [month, setMonth] = useState(day.slice(0, 7));
  const days = useMatchDays(month);
  const marks = useMemo<DayMarks>(
    () => ({ marked: new Set(days.data ?? []), onMonthShown: setMonth }),
    [days.data],
  );
  return <DayMarksContext.Provider value={marks}>{children}</DayMarksContext.Provider>;
}
