import { useMemo, useState, type ReactNode } from 'react';
import { DayMarksContext, type DayMarks } from '../../../components/ui/day-picker';
import { useContestDays } from '../api/get-contest-days';

/** Marks the days with contests in every day picker inside, month by month as it is browsed. */
export function ContestDayMarks({ day, children }: { day: string; children: ReactNode }) {
  const [month, setMonth] = useState(day.slice(0, 7));
  const days = useContestDays(month);
  const marks = useMemo<DayMarks>(
    () => ({ marked: new Set(days.data ?? []), onMonthShown: setMonth }),
    [days.data],
  );
  return <DayMarksContext.Provider value={marks}>{children}</DayMarksContext.Provider>;
}
