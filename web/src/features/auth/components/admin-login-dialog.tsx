import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailPasswordFields } from '../../../components/ui/email-password-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { isApiRequestError } from '../../../lib/api-errors';
import { useMessageText } from '../../../lib/use-message-text';
import { adminLoginSchema, useAdminLogin, type AdminLoginInput } from '../api/admin-login';
import { adminLogout } from '../api/admin-logout';
import { useProfileStore, type AdminAnswer } from '../stores/profile-store';
import { explainFailure } from '../utils/form-errors';
import { twoFactorPath } from '../utils/guard-decision';
import { TwoFactorStep } from './two-factor-step';

interface AdminLoginDialogProps {
  opened: boolean;
  onClose(): void;
  /**
   * The "Forgot password?" slot under the password field (spec §2 names a forgot-password
   * dialog); the app passes the password-reset feature's link here.
   */
  forgotPassword?: ReactNode;
  /**
   * False while another dialog takes this one's place: focus then belongs to the new dialog,
   * not to what was focused before this one opened.
   */
  returnFocus?: boolean;
}

/**
 * Main sign-in (spec §2 login dialogs): password first; an admin with 2FA then gives the code.
 * An admin who has not enrolled 2FA yet lands on its setup page, the only one open to them.
 */
export function AdminLoginDialog({
  opened,
  onClose,
  forgotPassword,
  returnFocus = true,
}: AdminLoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useAdminLogin();
  const { signIn, awaitCode, reset } = useProfileStore();
  const needsCode = useProfileStore((state) => state.profile.needsConfirming2FACode);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset: resetForm,
    formState: { errors },
  } = useForm<AdminLoginInput>({
    resolver: yupResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const finish = (answer: AdminAnswer) => {
    signIn(answer);
    queryClient.removeQueries({ queryKey: ['admin'] });
    resetForm();
    onClose();
    void navigate(answer.two_factor.confirmed ? '/administration' : twoFactorPath);
  };

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await login.mutateAsync(input);
      if (answer.two_factor.pending) awaitCode();
      else finish(answer);
    } catch (error) {
      // The session still owes the code of an earlier sign-in (the server's gate says 403).
      if (isApiRequestError(error) && error.status === 403) {
        awaitCode();
        return;
      }
      explainFailure(error, ['email', 'password'], {
        field: (name, text) =>
          setError(name as keyof AdminLoginInput, { type: 'server', message: text }),
        form: setFormError,
      });
    }
  });

  const cancelCode = () => {
    // The server keeps the half-finished sign-in in the session; end it there too.
    void adminLogout().catch(() => undefined);
    reset();
    resetForm();
  };

  const text = useMessageText();

  return (
    <Modal
      opened={opened}
      returnFocus={returnFocus}
      onClose={() => {
        if (needsCode) cancelCode();
        onClose();
      }}
      title={needsCode ? t('adminShell.login.codeTitle') : t('adminShell.login.title')}
      centered
    >
      {needsCode ? (
        <TwoFactorStep onSignedIn={finish} onCancel={cancelCode} />
      ) : (
        <FormFrame label={t('adminShell.login.title')} onSubmit={submit} error={formError}>
          <EmailPasswordFields
            labels={{ email: t('login.email'), password: t('login.password') }}
            email={register('email')}
            password={register('password')}
            errors={{
              email: text(errors.email?.message),
              password: text(errors.password?.message),
            }}
            size="md"
            autoFocus
          />
          {forgotPassword}
          <Button type="submit" size="md" loading={login.isPending}>
            {t('adminShell.login.submit')}
          </Button>
        </FormFrame>
      )}
    </Modal>
  );
}
