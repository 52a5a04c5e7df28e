import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A form's choice of one record by its id (or none): the field holds the number or null, the
 * select its string.
 */
export function IdSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<SelectProps, 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          value={field.value == null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
        />
      )}
    />
  );
}
