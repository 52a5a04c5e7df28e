import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';

/** A six-digit code field whose submit shows the server's 2FA errors and the 429 wait. */
export function CodeForm({
  formLabel,
  label,
  submitLabel,
  color,
  pending,
  onSubmit,
}: {
  /** What the form does, for assistive technology. */
  formLabel: string;
  label: string;
  submitLabel: string;
  color?: string;
  pending: boolean;
  onSubmit(code: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        setFieldError(null);
        setFormError(null);
        if (!/^\d{6}$/.test(code.trim())) {
          setFieldError(t('adminShell.twoFactor.sixDigits'));
          return;
        }
        onSubmit(code.trim()).catch((error: unknown) => {
          if (!isApiRequestError(error)) return;
          if (error.status === 422) setFieldError(error.fieldErrors.code?.[0] ?? error.message);
          else if (error.status === 429) setFormError(error.message);
        });
      }}
    >
      <Stack gap="sm" maw={360}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
        />
        <Group>
          <Button type="submit" color={color} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
