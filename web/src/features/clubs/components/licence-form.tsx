import { TextInput } from '@mantine/core';
import { playerLicenceSchema, type PlayerLicenceInput } from '@courtside/events';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDateField } from '../../../components/ui/date-field';
import { useTranslation } from 'react-i18next';
import { LicenceDialog, useLicenceForm } from './licence-dialog';
import type { FormProps } from './licence-kind-club';
import { OfficialForm } from './official-licence-form';
import { PlayerPhoto } from './player-photo';

const blankIsNull = (value: unknown) => (value === '' ? null : value);
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const playerFields = [
  'club_id',
  'season',
  'first_name',
  'last_name',
  'cyrillic_first_name',
  'cyrillic_last_name',
  'birth_date',
  'birth_place',
  'ebr',
  'jmbg',
  'number',
  'position',
  'photo',
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

function PlayerForm(props: FormProps) {
  const { t } = useTranslation();
  const { form, text, dialog } = useLicenceForm<PlayerLicenceInput>({
    ...props,
    kind: 'player',
    schema: playerLicenceSchema,
    defaults: { number: null },
    fields: playerFields,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <LicenceDialog
      {...dialog}
      below={
        <Controller
          control={control}
          name="photo"
          render={({ field }) => (
            <PlayerPhoto value={field.value ?? null} onChange={field.onChange} />
          )}
        />
      }
    >
      <FormDateField
        control={control}
        name="birth_date"
        label={t('clubs.licences.birthDate')}
        required
        error={text(errors.birth_date?.message)}
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
    </LicenceDialog>
  );
}
