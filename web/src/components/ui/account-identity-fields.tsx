import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An admin's or official's name, email and screen name boxes: the users form and one's own
 * profile show the same three, worded with the users texts.
 */
type IdentityField = 'name' | 'email' | 'screen_name';

export function AccountIdentityFields({
  register,
  error,
}: {
  /** The form's `register`. */
  register(name: IdentityField): UseFormRegisterReturn;
  /** The translated text under a box, if any. */
  error(name: IdentityField): string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('users.form.name')}
        required
        {...register('name')}
        error={error('name')}
      />
      <TextInput
        label={t('users.form.email')}
        type="email"
        required
        {...register('email')}
        error={error('email')}
      />
      <TextInput
        label={t('users.form.screenName')}
        {...register('screen_name')}
        error={error('screen_name')}
      />
    </>
  );
}
