import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/ui/form-frame';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  forgotSchema,
  useForgotPassword,
  type ForgotInput,
  type ResetKind,
} from '../api/password-reset';

/**
 * Asks for the address and shows the server's status text (spec §7: shown as a notice); it
 * reads the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ kind }: { kind: ResetKind }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword(kind);
  const [status, setStatus] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput>({ resolver: yupResolver(forgotSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      setStatus((await forgot.mutateAsync(input)).status);
    } catch (error) {
      if (!isApiRequestError(error)) return;
      const text = error.fieldErrors.email?.[0];
      if (error.status === 422 && text) setError('email', { type: 'server', message: text });
      else if (error.status === 422 || error.status === 429) setFormError(error.message);
    }
  });

  if (status) {
    return (
      <Alert color="green" role="status" title={t('passwordReset.sentTitle')}>
        {status}
      </Alert>
    );
  }
  return (
    <FormFrame
      label={t('passwordReset.forgotTitle')}
      onSubmit={submit}
      error={formError}
      intro={<Text c="dimmed">{t('passwordReset.forgotIntro')}</Text>}
    >
      <TextInput
        label={t('passwordReset.email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={
          errors.email?.message && t(errors.email.message, { defaultValue: errors.email.message })
        }
      />
      <Button type="submit" loading={forgot.isPending}>
        {t('passwordReset.send')}
      </Button>
    </FormFrame>
  );
}
