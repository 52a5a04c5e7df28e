import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../lib/dates';

interface DayPickerProps {
  /** YYYY-MM-DD (UTC day). */
  value: string;
  onChange(day: string): void;
  label?: string;
}

/** A day chooser whose value is the UTC day string the API takes. */
export function DayPicker({ value, onChange, label }: DayPickerProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={label ?? t('common.date')}
      value={value}
      valueFormat="DD.MM.YYYY"
      onChange={(day) => {
        // Mantine hands back YYYY-MM-DD strings; anything else (a cleared value) is ignored.
        if (typeof day === 'string' && isIsoDay(day)) onChange(day);
      }}
      size="md"
      w={{ base: '100%', xs: 220 }}
    />
  );
}
