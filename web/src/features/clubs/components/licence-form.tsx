import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  clubOfficialRoles,
  officialLicenceSchema,
  playerLicenceSchema,
  type OfficialLicenceInput,
  type PlayerLicenceInput,
} from '@courtside/events';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { useClubOptions } from '../api/clubs';
import { licenceTexts, useIssueLicence } from '../api/licences';

const blankIsNull = (value: unknown) => (value === '' ? null : value);
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const playerFields = [
  'club_id',
  'season',
  'first_name',
  'last_name',
  'birth_date',
  'birth_place',
  'ebr',
  'jmbg',
  'number',
  'position',
] as const;
const officialFields = [
  'club_id',
  'season',
  'first_name',
  'last_name',
  'role',
  'licence_number',
] as const;

/** Issue a licence: a player's (with JMBG, checked as typed) or a club official's. */
export function LicenceForm({
  clubId,
  season,
  onClose,
}: {
  clubId?: number;
  season?: string;
  onClose(): void;
}) {
  const [kind, setKind] = useState<'player' | 'official'>('player');
  return kind === 'player' ? (
    <PlayerForm clubId={clubId} season={season} onClose={onClose} onKind={setKind} />
  ) : (
    <OfficialForm clubId={clubId} season={season} onClose={onClose} onKind={setKind} />
  );
}

interface FormProps {
  clubId?: number;
  season?: string;
  onClose(): void;
  onKind(kind: 'player' | 'official'): void;
}

function KindAndClub({
  kind,
  onKind,
  control,
  error,
}: {
  kind: 'player' | 'official';
  onKind(kind: 'player' | 'official'): void;
  // The two forms' controls differ only in their other fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by both form types
  control: any;
  error?: string;
}) {
  const { t } = useTranslation();
  const clubs = useClubOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('clubs.licences.kind')}
        data={[
          { value: 'player', label: t('clubs.licences.player') },
          { value: 'official', label: t('clubs.licences.official') },
        ]}
        value={kind}
        allowDeselect={false}
        onChange={(value) => onKind(value === 'official' ? 'official' : 'player')}
      />
      <Controller
        control={control}
        name="club_id"
        render={({ field }) => (
          <Select
            label={t('clubs.licences.club')}
            required
            searchable
            data={(clubs.data?.data ?? []).map((club) => ({
              value: String(club.id),
              label: club.name,
            }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={error}
          />
        )}
      />
    </SimpleGrid>
  );
}

function PlayerForm({ clubId, season, onClose, onKind }: FormProps) {
  const { t } = useTranslation();
  const issue = useIssueLicence(t('clubs.licences.issued'));
  const { form, submit, formError, text } = useEntityForm<PlayerLicenceInput>({
    schema: playerLicenceSchema,
    texts: licenceTexts,
    defaultValues: { kind: 'player', club_id: clubId, season: season ?? '', number: null },
    fields: playerFields,
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
        kind="player"
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
        <TextInput
          label={t('clubs.licences.birthDate')}
          required
          type="date"
          error={text(errors.birth_date?.message)}
          {...register('birth_date')}
        />
        <TextInput
          label={t('clubs.licences.birthPlace')}
          error={text(errors.birth_place?.message)}
          {...register('birth_place', { setValueAs: blankIsNull })}
        />
        <TextInput
          label={t('clubs.licences.jmbg')}
          required
          inputMode="numeric"
          maxLength={13}
          error={text(errors.jmbg?.message)}
          {...register('jmbg')}
        />
        <TextInput
          label={t('clubs.licences.ebr')}
          error={text(errors.ebr?.message)}
          {...register('ebr', { setValueAs: blankIsNull })}
        />
        <TextInput
          label={t('clubs.licences.number')}
          inputMode="numeric"
          error={text(errors.number?.message)}
          {...register('number', { setValueAs: numberOrNull })}
        />
        <TextInput
          label={t('clubs.licences.position')}
          error={text(errors.position?.message)}
          {...register('position', { setValueAs: blankIsNull })}
        />
      </SimpleGrid>
    </EntityFormDialog>
  );
}

function OfficialForm({ clubId, season, onClose, onKind }: FormProps) {
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
