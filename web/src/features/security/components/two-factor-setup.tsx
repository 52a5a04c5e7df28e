import { Alert, Button, Code, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useReloadAdminUser,
  type Enrolment,
} from '../api/two-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/**
 * Two-factor setup (spec §5: an administrator must enable 2FA): start enrolment, scan the QR
 * code, confirm with a first code, keep the recovery codes; or turn 2FA off with a code.
 */
export function TwoFactorSetup({
  confirmed,
  onFinished,
}: {
  confirmed: boolean;
  onFinished(): void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const reloadUser = useReloadAdminUser();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={onFinished} />;

  if (confirmed) {
    return (
      <Stack gap="md">
        <Alert color="green">{t('adminShell.twoFactor.isOn')}</Alert>
        <Title order={2} size="h4">
          {t('adminShell.twoFactor.disableTitle')}
        </Title>
        <Text size="sm">{t('adminShell.twoFactor.disableHint')}</Text>
        <CodeForm
          formLabel={t('adminShell.twoFactor.disableTitle')}
          label={t('adminShell.twoFactor.code')}
          submitLabel={t('adminShell.twoFactor.disable')}
          color="red"
          pending={disable.isPending}
          onSubmit={async (code) => {
            await disable.mutateAsync(code);
            setEnrolment(null);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert color="orange">{t('adminShell.twoFactor.required')}</Alert>
      {!enrolment ? (
        <Button
          w="fit-content"
          loading={enable.isPending}
          onClick={() => enable.mutate(undefined, { onSuccess: setEnrolment })}
        >
          {t('adminShell.twoFactor.start')}
        </Button>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Text size="sm">{t('adminShell.twoFactor.scan')}</Text>
            <Image
              src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_code_svg)}`}
              alt={t('adminShell.twoFactor.qrAlt')}
              w={200}
              h={200}
              fit="contain"
            />
            <Text size="sm">
              {t('adminShell.twoFactor.manual')}{' '}
              <Code aria-label={t('adminShell.twoFactor.secret')}>{enrolment.secret}</Code>
            </Text>
            <CodeForm
              formLabel={t('adminShell.twoFactor.confirmTitle')}
              label={t('adminShell.twoFactor.code')}
              submitLabel={t('adminShell.twoFactor.confirm')}
              pending={confirm.isPending}
              onSubmit={async (code) => {
                const answer = await confirm.mutateAsync(code);
                setCodes(answer.recovery_codes);
                await reloadUser();
              }}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
