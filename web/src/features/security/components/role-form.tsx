import { yupResolver } from '@hookform/resolvers/yup';
import { Checkbox, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/ui/entity-form';
import { showUnderFields } from '../../../lib/server-errors';
import {
  roleSchema,
  superAdminRole,
  useSaveRole,
  type Permission,
  type Role,
  type RoleInput,
} from '../api/roles';

/** Create or edit a role: its name, for new roles its kind, and its permissions. */
export function RoleForm({
  role,
  permissions,
  onClose,
}: {
  /** null: a new role. */
  role: Role | null;
  permissions: Permission[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveRole(t('adminShell.roles.saved'));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoleInput>({
    resolver: yupResolver(roleSchema),
    defaultValues: {
      name: role?.name ?? '',
      guard: role?.guard ?? 'admin',
      permissions: role?.permissions ?? [],
    },
  });
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: role?.id ?? null, input });
      onClose();
    } catch (error) {
      showUnderFields(error, ['name', 'permissions'], setError, 'name');
    }
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  return (
    <EntityFormDialog
      title={
        role ? t('adminShell.roles.editTitle', { name: role.name }) : t('adminShell.roles.newTitle')
      }
      size="lg"
      label={t('adminShell.roles.form')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
    >
      <TextInput
        label={t('adminShell.roles.name')}
        disabled={role?.name === superAdminRole}
        {...register('name')}
        error={text(errors.name?.message)}
      />
      {!role && (
        <Controller
          control={control}
          name="guard"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('adminShell.roles.guard')}
              </Text>
              <SegmentedControl
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'admin', label: t('adminShell.roles.guardAdmin') },
                  { value: 'account', label: t('adminShell.roles.guardAccount') },
                ]}
              />
            </Stack>
          )}
        />
      )}
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <Checkbox.Group
            label={t('adminShell.roles.permissions')}
            value={field.value}
            onChange={field.onChange}
            error={text(errors.permissions?.message)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {permissions.map((permission) => (
                <Checkbox key={permission.id} value={permission.name} label={permission.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
    </EntityFormDialog>
  );
}
