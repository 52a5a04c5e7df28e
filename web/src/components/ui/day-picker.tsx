import { DatePickerInput, type CalendarLevel } from '@mantine/dates';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../lib/dates';

/**
 * Days a screen wants marked in every day picker under it (contest days on the landing page),
 * and how it learns which month the picker shows, so it can fetch that month's marks.
 */
export interface DayMarks {
  marked: ReadonlySet<string>;
  /** The month (YYYY-MM) the calendar now shows. */
  onMonthShown(month: string): void;
}

export const DayMarksContext = createContext<DayMarks | null>(null);

interface DayPickerProps {
  /** YYYY-MM-DD (UTC day). */
  value: string;
  onChange(day: string): void;
  label?: string;
}

/**
 * Spec §9: the year grid shows 20 years a page. Mantine's shows one decade, so the decade level
 * lays out two decades side by side and its arrows move by both.
 */
const decadesPerPage = 2;

/** A day chooser whose value is the UTC day string the API takes. */
export function DayPicker({ value, onChange, label }: DayPickerProps) {
  const { t } = useTranslation();
  const marks = useContext(DayMarksContext);
  const [level, setLevel] = useState<CalendarLevel>('month');
  const columns = level === 'decade' ? decadesPerPage : 1;
  return (
    <DatePickerInput
      level={level}
      onLevelChange={setLevel}
      numberOfColumns={columns}
      columnsToScroll={columns}
      onDropdownClose={() => setLevel('month')}
      label={label ?? t('common.date')}
      value={value}
      valueFormat="DD.MM.YYYY"
      onChange={(day) => {
        // Mantine hands back YYYY-MM-DD strings; anything else (a cleared value) is ignored.
        if (typeof day === 'string' && isIsoDay(day)) onChange(day);
      }}
      onDateChange={marks ? (shown) => marks.onMonthShown(shown.slice(0, 7)) : undefined}
      getDayProps={
        marks
          ? (day) =>
              marks.marked.has(day.slice(0, 10))
                ? {
                    'data-contest-day': true,
                    style: {
                      fontWeight: 700,
                      boxShadow: 'inset 0 -3px 0 var(--mantine-color-blue-6)',
                    },
                  }
                : {}
          : undefined
      }
      size="md"
      w={{ base: '100%', xs: 220 }}
    />
  );
}
