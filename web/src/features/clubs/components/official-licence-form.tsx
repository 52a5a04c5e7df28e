import { Select, TextInput } from '@mantine/core';
import {
  clubOfficialRoles,
  officialLicenceSchema,
  type OfficialLicenceInput,
} from '@courtside/events';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LicenceDialog, useLicenceForm } from './licence-dialog';
import type { FormProps } from './licence-kind-club';

const officialFields = [
  'club_id',
  'season',
  'first_name',
  'last_name',
  'cyrillic_first_name',
  'cyrillic_last_name',
  'role',
  'licence_number',
] as const;

/** A club official's licence: role (coach, physio, …) and licence number. */
export function OfficialForm(props: FormProps) {
  const { t } = useTranslation();
  const { form, text, dialog } = useLicenceForm<OfficialLicenceInput>({
    ...props,
    kind: 'official',
    schema: officialLicenceSchema,
    defaults: { role: 'coach' },
    fields: officialFields,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <LicenceDialog {...dialog}>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Select
            label={t('clubs.licences.role')}
            required
            data={clubOfficialRoles.map((role) => ({
              value: role,
              label: t(`clubs.roles.${role}`),
            }))}
            value={field.value}
            allowDeselect={false}
            onChange={(value) => field.onChange(value)}
            error={text(errors.role?.message)}
          />
        )}
      />
      <TextInput
        label={t('clubs.licences.licenceNumber')}
        required
        error={text(errors.licence_number?.message)}
        {...register('licence_number')}
      />
    </LicenceDialog>
  );
}
