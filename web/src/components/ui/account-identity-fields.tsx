import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An admin's or official's name, email and screen name boxes: the users form and one's own
 * profile show the same three, worded with the users texts.
 */
export function AccountIdentityFields({
  name,
  email,
  screenName,
  errors,
}: {
  name: UseFormRegisterReturn<'name'>;
  email: UseFormRegisterReturn<'email'>;
  screenName: UseFormRegisterReturn<'screen_name'>;
  /** The translated texts under each box. */
  errors: { name?: string; email?: string; screenName?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('users.form.name')} required {...name} error={errors.name} />
      <TextInput
        label={t('users.form.email')}
        type="email"
        required
        {...email}
        error={errors.email}
      />
      <TextInput label={t('users.form.screenName')} {...screenName} error={errors.screenName} />
    </>
  );
}
