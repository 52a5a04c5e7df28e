import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFrame } from '../../../components/ui/form-frame';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { useServerForm } from '../../../lib/use-server-form';
import {
  resetSchema,
  signInPaths,
  useResetPassword,
  type ResetInput,
  type ResetKind,
} from '../api/password-reset';

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
  const { submit, formError, field } = useServerForm<ResetInput>({
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
      <NewPasswordFields
        field={field}
        labels={{
          password: t('passwordReset.password'),
          confirmation: t('passwordReset.confirmation'),
        }}
      />
      <Button type="submit" loading={reset.isPending}>
        {t('passwordReset.submit')}
      </Button>
    </FormFrame>
  );
}
