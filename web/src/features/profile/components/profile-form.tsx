import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Divider, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { isStrongPassword } from '@courtside/events';
import { AccountIdentityFields } from '../../../components/ui/account-identity-fields';
import { accountIdentitySchema, passwordConfirmationSchema } from '../../../lib/account-schema';
import { showUnderFields } from '../../../lib/server-errors';
import { useMessageText } from '../../../lib/use-message-text';
import {
  needsCurrentPassword,
  useSaveProfile,
  type Profile,
  type ProfileInput,
} from '../api/profile';

/**
 * Messages are translation keys. A new password or a new e-mail address needs the current
 * password (the server checks it): a borrowed session alone must not take the account over.
 */
const schemaFor = (savedEmail: string): yup.ObjectSchema<ProfileInput> =>
  yup.object({
    ...accountIdentitySchema,
    current_password: yup
      .string()
      .defined()
      .test('needed', 'users.profile.currentNeeded', (value, context) => {
        const input = context.parent as ProfileInput;
        return !needsCurrentPassword(input, savedEmail) || value.length > 0;
      }),
    password: yup
      .string()
      .defined()
      .test('rule', 'users.form.passwordRule', (value) => !value || isStrongPassword(value)),
    password_confirmation: passwordConfirmationSchema,
  });

const fields = [
  'name',
  'email',
  'screen_name',
  'current_password',
  'password',
  'password_confirmation',
] as const;

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?(): void }) {
  const { t } = useTranslation();
  const save = useSaveProfile(t('users.profile.saved'), profile.email);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileInput>({
    resolver: yupResolver(schemaFor(profile.email)),
    defaultValues: {
      name: profile.name,
      email: profile.email,
      screen_name: profile.screen_name ?? '',
      current_password: '',
      password: '',
      password_confirmation: '',
    },
  });
  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      reset({
        name: saved.name,
        email: saved.email,
        screen_name: saved.screen_name ?? '',
        current_password: '',
        password: '',
        password_confirmation: '',
      });
      onSaved?.();
    } catch (error) {
      showUnderFields(error, fields, setError, 'name');
    }
  });
  const text = useMessageText();

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('users.profile.form')}>
      <Stack gap="md" maw={480}>
        <AccountIdentityFields
          register={register}
          error={(field) => text(errors[field]?.message)}
        />
        <Divider />
        <Title order={2} size="h4">
          {t('users.profile.passwordTitle')}
        </Title>
        <PasswordInput
          label={t('users.profile.currentPassword')}
          description={t('users.profile.currentPasswordHint')}
          autoComplete="current-password"
          {...register('current_password')}
          error={text(errors.current_password?.message)}
        />
        <PasswordInput
          label={t('users.form.newPassword')}
          description={t('users.form.passwordRule')}
          autoComplete="new-password"
          {...register('password')}
          error={text(errors.password?.message)}
        />
        <PasswordInput
          label={t('users.form.passwordConfirmation')}
          autoComplete="new-password"
          {...register('password_confirmation')}
          error={text(errors.password_confirmation?.message)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
