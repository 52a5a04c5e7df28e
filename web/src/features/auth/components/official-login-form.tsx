import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailPasswordFields } from '../../../components/ui/email-password-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { useServerForm } from '../../../lib/use-server-form';
import {
  officialLoginSchema,
  useLoginOfficial,
  type OfficialLoginInput,
} from '../api/official-login';

/** Officials sign-in: field errors under fields, the server's 422 texts included. */
export function OfficialLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const login = useLoginOfficial();
  const { form, submit, formError, text } = useServerForm<OfficialLoginInput>({
    schema: officialLoginSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    onSubmit: async (input) => {
      await login.mutateAsync(input);
      onSignedIn();
    },
  });
  const { errors } = form.formState;

  return (
    <FormFrame label={t('login.title')} onSubmit={submit} error={formError}>
      <EmailPasswordFields
        labels={{ email: t('login.email'), password: t('login.password') }}
        email={form.register('email')}
        password={form.register('password')}
        errors={{ email: text(errors.email?.message), password: text(errors.password?.message) }}
        size="md"
      />
      <Button type="submit" size="md" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </FormFrame>
  );
}
