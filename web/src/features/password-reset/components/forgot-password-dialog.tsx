import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResetKind } from '../api/password-reset';
import { ForgotPasswordForm } from './forgot-password-form';

/** Spec §2 "forgot password" dialog, for the admin, official or representative sign-in. */
export function ForgotPasswordDialog({
  opened,
  onClose,
  kind,
}: {
  opened: boolean;
  onClose(): void;
  kind: ResetKind;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('passwordReset.forgotTitle')} centered>
      {/* Mounted only while open, so a second opening starts with an empty form. */}
      {opened && <ForgotPasswordForm kind={kind} />}
    </Modal>
  );
}
