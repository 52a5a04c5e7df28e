import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailPasswordFields } from '../../../components/ui/email-password-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { isApiRequestError } from '../../../lib/api-errors';
import { useMessageText } from '../../../lib/use-message-text';
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

  const text = useMessageText();

  return (
    <FormFrame label={t('videoZone.login.title')} onSubmit={submit} error={formError}>
      <EmailPasswordFields
        labels={{ email: t('videoZone.fields.email'), password: t('videoZone.fields.password') }}
        email={register('email')}
        password={register('password')}
        errors={{ email: text(errors.email?.message), password: text(errors.password?.message) }}
      />
      <Checkbox label={t('videoZone.login.remember')} {...register('remember')} />
      <Button type="submit" loading={login.isPending}>
        {t('videoZone.login.submit')}
      </Button>
    </FormFrame>
  );
}
