import { PasswordInput, TextInput, type MantineSize } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The sign-in pair: an email box the browser fills as the username and the current password.
 * Each sign-in form (officials, administrators, representatives) words its labels itself.
 */
export function EmailPasswordFields({
  labels,
  email,
  password,
  errors,
  size,
  autoFocus = false,
}: {
  labels: { email: string; password: string };
  email: UseFormRegisterReturn<'email'>;
  password: UseFormRegisterReturn<'password'>;
  /** The translated texts under each box. */
  errors: { email?: string; password?: string };
  size?: MantineSize;
  /** Focus the email box when a dialog opens (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        label={labels.email}
        type="email"
        autoComplete="username"
        data-autofocus={autoFocus || undefined}
        size={size}
        {...email}
        error={errors.email}
      />
      <PasswordInput
        label={labels.password}
        autoComplete="current-password"
        size={size}
        {...password}
        error={errors.password}
      />
    </>
  );
}
