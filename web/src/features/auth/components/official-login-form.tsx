import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  officialLoginSchema,
  useLoginOfficial,
  type OfficialLoginInput,
} from '../api/official-login';

/** Officials sign-in: field errors under fields, the server's 422 texts included. */
export function OfficialLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const login = useLoginOfficial();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfficialLoginInput>({
    resolver: yupResolver(officialLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await login.mutateAsync(input);
      onSignedIn();
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 422) return;
      const fields = error.fieldErrors;
      let shown = false;
      for (const field of ['email', 'password'] as const) {
        const text = fields[field]?.[0];
        if (text) {
          setError(field, { type: 'server', message: text });
          shown = true;
        }
      }
      if (!shown) setFormError(error.message);
    }
  });

  // yup messages are translation keys; server messages arrive already translated.
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          size="md"
          {...register('email')}
          error={text(errors.email?.message)}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          size="md"
          {...register('password')}
          error={text(errors.password?.message)}
        />
        <Button type="submit" size="md" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
