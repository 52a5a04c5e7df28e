import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFrame } from '../../../components/ui/form-frame';
import { useServerForm } from '../../../lib/use-server-form';
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
  const { form, submit, formError, text } = useServerForm<ResetInput>({
    schema: resetSchema,
    defaultValues: { password: '', password_confirmation: '' },
    fields: ['password', 'password_confirmation'],
    statuses: [422, 429],
    // A link for another address or an expired token names the email, which has no box here.
    formMessage: (error) => error.fieldErrors.email?.[0] ?? error.message,
    onSubmit: async (input) => {
      setStatus((await reset.mutateAsync({ ...input, token, email })).status);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

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
    <FormFrame
      label={t('passwordReset.title')}
      onSubmit={submit}
      error={formError}
      intro={<Text c="dimmed">{t('passwordReset.forAddress', { email })}</Text>}
    >
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
    </FormFrame>
  );
}
