import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  clubOfficialRoles,
  officialLicenceSchema,
  type OfficialLicenceInput,
} from '@courtside/events';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { licenceTexts, useIssueLicence } from '../api/licences';
import { KindAndClub, type FormProps } from './licence-kind-club';

const officialFields = [
  'club_id',
  'season',
  'first_name',
  'last_name',
  'role',
  'licence_number',
] as const;

/** A club official's licence: role (coach, physio, …) and licence number. */
export function OfficialForm({ clubId, season, onClose, onKind }: FormProps) {
  const { t } = useTranslation();
  const issue = useIssueLicence(t('clubs.licences.issued'));
  const { form, submit, formError, text } = useEntityForm<OfficialLicenceInput>({
    schema: officialLicenceSchema,
    texts: licenceTexts,
    defaultValues: { kind: 'official', club_id: clubId, season: season ?? '', role: 'coach' },
    fields: officialFields,
    save: (input) => issue.mutateAsync({ ...input }),
    onSaved: onClose,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <EntityFormDialog
      title={t('clubs.licences.issueTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      pending={issue.isPending}
      formError={formError}
      label={t('clubs.licences.issueTitle')}
    >
      <KindAndClub
        kind="official"
        onKind={onKind}
        control={control}
        error={text(errors.club_id?.message)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('clubs.licences.firstName')}
          required
          error={text(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextInput
          label={t('clubs.licences.lastName')}
          required
          error={text(errors.last_name?.message)}
          {...register('last_name')}
        />
        <TextInput
          label={t('clubs.licences.season')}
          required
          placeholder="2026/27"
          error={text(errors.season?.message)}
          {...register('season')}
        />
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
      </SimpleGrid>
    </EntityFormDialog>
  );
}
