import { yupResolver } from '@hookform/resolvers/yup';
import { MultiSelect, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/ui/entity-form';
import { AccountIdentityFields } from '../../../components/ui/account-identity-fields';
import { showUnderFields } from '../../../lib/server-errors';
import { useMessageText } from '../../../lib/use-message-text';
import { useRoleOptions, useSaveUser, type User, type UserInput } from '../api/users';
import { userFormSchema } from '../utils/user-schema';

const fields = [
  'name',
  'email',
  'screen_name',
  'kind',
  'roles',
  'password',
  'password_confirmation',
] as const;

/** Create or edit an admin or an official: name, email, screen name, kind, roles, password. */
export function UserForm({ user, onClose }: { user: User | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveUser(t('users.form.saved'));
  const roles = useRoleOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<UserInput>({
    resolver: yupResolver(userFormSchema(user === null)),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      screen_name: user?.screen_name ?? '',
      kind: user?.kind === 'official' ? 'official' : 'admin',
      roles: user?.roles ?? [],
      password: '',
      password_confirmation: '',
    },
  });
  const kind = watch('kind');
  const guard = kind === 'admin' ? 'admin' : 'account';
  const roleOptions = (roles.data?.data ?? [])
    .filter((role) => role.guard === guard)
    .map((role) => role.name);

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: user?.id ?? null, input });
      onClose();
    } catch (error) {
      showUnderFields(error, fields, setError, 'name');
    }
  });
  const text = useMessageText();

  return (
    <EntityFormDialog
      title={user ? t('users.form.editTitle', { name: user.name }) : t('users.form.newTitle')}
      size="lg"
      label={t('users.form.label')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
    >
      {!user && (
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('users.form.kind')}
              </Text>
              <SegmentedControl
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('roles', []);
                }}
                data={[
                  { value: 'admin', label: t('users.kinds.admin') },
                  { value: 'official', label: t('users.kinds.official') },
                ]}
              />
            </Stack>
          )}
        />
      )}
      <AccountIdentityFields register={register} error={(field) => text(errors[field]?.message)} />
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <MultiSelect
            label={t('users.form.roles')}
            placeholder={roles.isLoading ? t('common.loading') : undefined}
            data={roleOptions}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            nothingFoundMessage={t('users.form.noRoles')}
            error={text(errors.roles?.message)}
          />
        )}
      />
      <PasswordInput
        label={user ? t('users.form.newPassword') : t('users.form.password')}
        description={t('users.form.passwordRule')}
        required={!user}
        autoComplete="new-password"
        {...register('password')}
        error={text(errors.password?.message)}
      />
      <PasswordInput
        label={t('users.form.passwordConfirmation')}
        required={!user}
        autoComplete="new-password"
        {...register('password_confirmation')}
        error={text(errors.password_confirmation?.message)}
      />
    </EntityFormDialog>
  );
}
