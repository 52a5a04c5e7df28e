import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';

/**
 * A public form's frame (sign-in, registration, password reset): named for screen readers,
 * validated by the form itself rather than the browser, its failure above the fields.
 */
export function FormFrame({
  label,
  onSubmit,
  error,
  intro,
  children,
}: {
  label: string;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  error: string | null;
  /** A line above the failure (what the form is for). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        {intro}
        <FormError text={error} />
        {children}
      </Stack>
    </form>
  );
}
