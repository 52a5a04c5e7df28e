import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import { loginSchema, useLoginRepresentative, type LoginInput } from '../api/login';

/** Representative sign-in with "remember me"; server texts (bad credentials, wait) shown here. */
export function RepresentativeLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const login = useLoginRepresentative();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await login.mutateAsync(input);
      onSignedIn();
    } catch (error) {
      if (!isApiRequestError(error) || (error.status !== 422 && error.status !== 429)) return;
      const field = error.fieldErrors.email?.[0] ?? error.fieldErrors.password?.[0];
      if (error.status === 422 && field) setError('email', { type: 'server', message: field });
      else setFormError(error.message);
    }
  });

  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('videoZone.login.title')}
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('videoZone.fields.email')}
          type="email"
          autoComplete="username"
          {...register('email')}
          error={text(errors.email?.message)}
        />
        <PasswordInput
          label={t('videoZone.fields.password')}
          autoComplete="current-password"
          {...register('password')}
          error={text(errors.password?.message)}
        />
        <Checkbox label={t('videoZone.login.remember')} {...register('remember')} />
        <Button type="submit" loading={login.isPending}>
          {t('videoZone.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
