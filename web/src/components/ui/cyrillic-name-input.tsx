import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextInputProps, 'label' | 'description'> & {
  /** Which name the form is for: a record's name, or a person's first or last name. */
  part?: 'name' | 'firstName' | 'lastName';
};

/**
 * The 'Name in Cyrillic' field every form of a named record carries (issue 10): the record's
 * own Cyrillic form, where transliterating its name would be wrong (a sponsor, a foreign
 * player). Register it like any text input: `<CyrillicNameInput {...register('cyrillic_name')} />`.
 */
export const CyrillicNameInput = forwardRef<HTMLInputElement, Props>(function CyrillicNameInput(
  { part = 'name', ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={ref}
      label={t(part === 'name' ? 'cyrillicName.label' : `cyrillicName.${part}`)}
      description={t(part === 'name' ? 'cyrillicName.hint' : 'cyrillicName.personHint')}
      {...props}
    />
  );
});
