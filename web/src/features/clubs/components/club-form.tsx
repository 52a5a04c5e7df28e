import { Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NameFields } from '../../../components/ui/name-fields';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { IdSelect } from '../../../components/ui/id-select';
import { FormLogoPicker, useLogoUploading } from '../../../components/ui/logo-picker';
import {
  clubSchema,
  clubTexts,
  useArenaChoices,
  useSaveClub,
  useTeamChoices,
  type AdminClub,
  type ClubFormInput,
} from '../api/clubs';

const fields = [
  'name',
  'cyrillic_name',
  'city',
  'region',
  'arena_id',
  'logo',
  'contact',
  'link',
  'team_ids',
] as const;

/**
 * Create or edit a club: its logo (checked by the server as a team's is), its record, its home
 * arena and the catalogue teams it fields (by id).
 */
export function ClubForm({ club, onClose }: { club: AdminClub | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveClub(t('clubs.saved'));
  const teams = useTeamChoices();
  const arenas = useArenaChoices();
  const uploading = useLogoUploading();
  const { form, submit, formError, text, field } = useEntityForm<ClubFormInput>({
    schema: clubSchema,
    texts: clubTexts,
    defaultValues: {
      name: club?.name ?? '',
      cyrillic_name: club?.cyrillic_name ?? null,
      city: club?.city ?? null,
      region: club?.region ?? null,
      arena_id: club?.arena_id ?? null,
      logo: club?.logo ?? null,
      contact: club?.contact ?? null,
      link: club?.link ?? null,
      team_ids: club?.team_ids ?? [],
    },
    fields,
    save: (input) => save.mutateAsync({ id: club?.id ?? null, input }),
    onSaved: onClose,
  });
  const { control } = form;
  const { errors } = form.formState;
  const teamError = Object.entries(errors).find(([key]) => key.startsWith('team_ids'))?.[1];

  return (
    <EntityFormDialog
      title={club ? t('clubs.editTitle') : t('clubs.newTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending || uploading}
      formError={formError}
      label={t('clubs.formLabel')}
    >
      <Group align="flex-start" gap="lg" wrap="wrap">
        <FormLogoPicker form={form} text={text} />
        <Stack gap="md" style={{ flex: 1, minWidth: 220 }}>
          <NameFields field={field} label={t('clubs.name')} />
          <IdSelect
            control={control}
            name="arena_id"
            label={t('clubs.arena')}
            placeholder={t('clubs.arenaPlaceholder')}
            searchable
            clearable
            data={(arenas.data?.data ?? []).map((arena) => ({
              value: String(arena.id),
              label: arena.city ? `${arena.name} (${arena.city})` : arena.name,
            }))}
            error={text(errors.arena_id?.message)}
          />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('clubs.city')} {...field('city')} />
        <TextInput label={t('clubs.region')} {...field('region')} />
        <TextInput label={t('clubs.contact')} {...field('contact')} />
        <TextInput label={t('clubs.link')} placeholder="https://" {...field('link')} />
      </SimpleGrid>
      <Controller
        control={control}
        name="team_ids"
        render={({ field }) => (
          <MultiSelect
            label={t('clubs.teams')}
            description={t('clubs.teamsHint')}
            searchable
            data={(teams.data?.data ?? []).map((team) => ({
              value: String(team.id),
              label: team.name,
            }))}
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={text((teamError as { message?: string } | undefined)?.message)}
          />
        )}
      />
    </EntityFormDialog>
  );
}
