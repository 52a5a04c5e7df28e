import { Autocomplete, Button, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/ui/form-frame';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { useServerForm } from '../../../lib/use-server-form';
import {
  registerFields,
  registerSchema,
  useClubs,
  useRegisterRepresentative,
  useSports,
  type RegisterInput,
} from '../api/register';

/** Registration (spec §2): ends in the approval-pending screen. */
export function RegisterForm({ onRegistered }: { onRegistered(): void }) {
  const { t } = useTranslation();
  const registration = useRegisterRepresentative();
  const { form, submit, formError, text, field } = useServerForm<RegisterInput>({
    schema: registerSchema,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      club: '',
      sport_id: '',
      password: '',
      password_confirmation: '',
    },
    fields: registerFields,
    onSubmit: async (input) => {
      await registration.mutateAsync(input);
      onRegistered();
    },
  });
  const {
    control,
    watch,
    formState: { errors },
  } = form;
  const [clubSearch] = useDebouncedValue(watch('club'), 250);
  const clubs = useClubs(clubSearch.trim());
  const sports = useSports();
  const sportOptions = (sports.data?.data ?? []).map((sport) => ({
    value: String(sport.id),
    label: sport.name,
  }));

  return (
    <FormFrame label={t('videoZone.register.title')} onSubmit={submit} error={formError}>
      <TextInput
        label={t('videoZone.fields.firstName')}
        autoComplete="given-name"
        {...field('first_name')}
      />
      <TextInput
        label={t('videoZone.fields.lastName')}
        autoComplete="family-name"
        {...field('last_name')}
      />
      <TextInput
        label={t('videoZone.fields.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Controller
        control={control}
        name="club"
        render={({ field }) => (
          <Autocomplete
            label={t('videoZone.fields.club')}
            description={t('videoZone.register.clubHint')}
            data={clubs.data?.data ?? []}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={text(errors.club?.message)}
          />
        )}
      />
      {sportOptions.length > 0 && (
        <Controller
          control={control}
          name="sport_id"
          render={({ field }) => (
            <Select
              label={t('videoZone.fields.sport')}
              placeholder={t('videoZone.register.sportNone')}
              data={sportOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
              error={text(errors.sport_id?.message)}
            />
          )}
        />
      )}
      <NewPasswordFields
        field={field}
        labels={{
          password: t('videoZone.fields.password'),
          confirmation: t('videoZone.fields.passwordConfirmation'),
        }}
      />
      <Button type="submit" loading={registration.isPending}>
        {t('videoZone.register.submit')}
      </Button>
    </FormFrame>
  );
}
