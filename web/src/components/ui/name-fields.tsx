import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CyrillicNameInput } from './cyrillic-name-input';

type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/**
 * A named record's required name and its 'Name in Cyrillic' below it (issue 10), as every
 * catalogue and club form carries them. `field` is `useEntityForm`'s.
 */
export function NameFields({
  field,
  label,
}: {
  field(name: 'name' | 'cyrillic_name'): FieldProps;
  /** The record's own label for its name. */
  label: string;
}) {
  return (
    <>
      <TextInput label={label} required {...field('name')} />
      <CyrillicNameInput {...field('cyrillic_name')} />
    </>
  );
}
