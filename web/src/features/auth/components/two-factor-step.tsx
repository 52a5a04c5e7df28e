import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoFactorChallenge } from '../api/two-factor-challenge';
import type { AdminAnswer } from '../stores/profile-store';
import { explainFailure } from '../utils/form-errors';

/** The second sign-in step: the authenticator's code, or one recovery code instead. */
export function TwoFactorStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn(answer: AdminAnswer): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const challenge = useTwoFactorChallenge();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFieldError(null);
    setFormError(null);
    const given = value.trim();
    if (!given) {
      setFieldError(t('validation.required'));
      return;
    }
    try {
      const answer = await challenge.mutateAsync(
        recovery ? { recovery_code: given } : { code: given },
      );
      onSignedIn(answer);
    } catch (error) {
      explainFailure(error, ['code', 'recovery_code'], {
        field: (_name, text) => setFieldError(text),
        form: setFormError,
      });
    }
  };

  return (
    <form
      noValidate
      aria-label={t('adminShell.login.codeStep')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {recovery ? t('adminShell.login.recoveryHint') : t('adminShell.login.codeHint')}
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? t('adminShell.login.recoveryCode') : t('adminShell.login.code')}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          data-autofocus
          size="md"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery((current) => !current);
            setValue('');
            setFieldError(null);
          }}
        >
          {recovery ? t('adminShell.login.useCode') : t('adminShell.login.useRecovery')}
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={challenge.isPending}>
            {t('adminShell.login.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
