import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/ui/form-frame';
import { useServerForm } from '../../../lib/use-server-form';
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
  const { submit, formError, field } = useServerForm<ForgotInput>({
    schema: forgotSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    statuses: [422, 429],
    onSubmit: async (input) => setStatus((await forgot.mutateAsync(input)).status),
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
        {...field('email')}
      />
      <Button type="submit" loading={forgot.isPending}>
        {t('passwordReset.send')}
      </Button>
    </FormFrame>
  );
}
