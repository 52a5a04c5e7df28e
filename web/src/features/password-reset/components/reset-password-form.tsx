import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  resetSchema,
  signInPaths,
  useResetPassword,
  type ResetInput,
  type ResetKind,
} from '../api/password-reset';

/** The spec §5 rule in words, shown before the user types. */
export function PasswordRuleHint() {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500}>
        {t('passwordReset.ruleTitle')}
      </Text>
      <List size="sm" c="dimmed">
        <List.Item>{t('passwordReset.ruleLength')}</List.Item>
        <List.Item>{t('passwordReset.ruleNumber')}</List.Item>
        <List.Item>{t('passwordReset.ruleCases')}</List.Item>
        <List.Item>{t('passwordReset.ruleSpecial')}</List.Item>
      </List>
    </div>
  );
}

/** New password and its confirmation for a reset link's token and address. */
export function ResetPasswordForm({
  kind,
  token,
  email,
}: {
  kind: ResetKind;
  token: string;
  email: string;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword(kind);
  const [status, setStatus] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput>({
    resolver: yupResolver(resetSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      setStatus((await reset.mutateAsync({ ...input, token, email })).status);
    } catch (error) {
      if (!isApiRequestError(error) || (error.status !== 422 && error.status !== 429)) return;
      let shown = false;
      for (const field of ['password', 'password_confirmation'] as const) {
        const text = error.fieldErrors[field]?.[0];
        if (text) {
          setError(field, { type: 'server', message: text });
          shown = true;
        }
      }
      if (!shown) setFormError(error.fieldErrors.email?.[0] ?? error.message);
    }
  });

  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  if (status) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {status}
        </Alert>
        <Button component={Link} to={signInPaths[kind]}>
          {t('passwordReset.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('passwordReset.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('passwordReset.forAddress', { email })}</Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordRuleHint />
        <PasswordInput
          label={t('passwordReset.password')}
          autoComplete="new-password"
          {...register('password')}
          error={text(errors.password?.message)}
        />
        <PasswordInput
          label={t('passwordReset.confirmation')}
          autoComplete="new-password"
          {...register('password_confirmation')}
          error={text(errors.password_confirmation?.message)}
        />
        <Button type="submit" loading={reset.isPending}>
          {t('passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
