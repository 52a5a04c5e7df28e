import { DateInput, type DateInputProps } from '@mantine/dates';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../lib/dates';

const dayMonthYear = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/;

/**
 * What a person typed as a day: day.month.year (spec §9, "7.12.2026" or "07.12.2026.") or the
 * ISO form, as YYYY-MM-DD; null for anything else, a day that does not exist included.
 */
export function parseDay(text: string): string | null {
  const typed = text.replace(/\s+/g, '');
  const match = dayMonthYear.exec(typed);
  const [, day = '', month = '', year = ''] = match ?? [];
  const iso = match ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : typed;
  return isIsoDay(iso) ? iso : null;
}

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'
> & {
  /** YYYY-MM-DD (a UTC day), or empty. */
  value: string | null | undefined;
  /** The chosen or typed day as YYYY-MM-DD, or '' once the field is emptied. */
  onChange(day: string): void;
};

/**
 * A form's date field written and typed day.month.year (spec §9) whatever the browser's own
 * format, with a calendar to pick from; the form still holds the YYYY-MM-DD the API takes.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      placeholder={t('dateField.placeholder')}
      {...props}
      value={value && isIsoDay(value) ? value : null}
      onChange={(day) => onChange(typeof day === 'string' && isIsoDay(day) ? day : '')}
      valueFormat="DD.MM.YYYY"
      dateParser={parseDay}
    />
  );
}

/** A DateField bound to a react-hook-form field that holds YYYY-MM-DD. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<DateFieldProps, 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          {...props}
          name={field.name}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
