import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NameFields } from '../../../components/ui/name-fields';
import { useEntityForm } from '../../../components/ui/entity-form';
import { IdSelect } from '../../../components/ui/id-select';
import { FormLogoPicker, useLogoUploading } from '../../../components/ui/logo-picker';
import { useArenaOptions } from '../api/arenas';
import { useCategoryOptions } from '../api/categories';
import { teamSchema, teamTexts, useSaveTeam, type Team, type TeamInput } from '../api/teams';

const fields = [
  'name',
  'cyrillic_name',
  'full_name',
  'region',
  'category_id',
  'city',
  'arena_id',
  'link',
  'logo',
  'recreational',
  'is_absent',
  'licences',
] as const;

/**
 * A team's fields, its logo (uploaded and checked by the server before saving, with a
 * preview) and its licences. Server texts appear under the fields they name.
 */
export function TeamForm({ team, onSaved }: { team: Team | null; onSaved(team: Team): void }) {
  const { t } = useTranslation();
  const save = useSaveTeam(t('catalogue.teams.saved'));
  const uploading = useLogoUploading();
  const categories = useCategoryOptions();
  const arenas = useArenaOptions();
  const { form, submit, formError, text, field } = useEntityForm({
    schema: teamSchema,
    texts: teamTexts,
    defaultValues: {
      name: team?.name ?? '',
      cyrillic_name: team?.cyrillic_name ?? null,
      full_name: team?.full_name ?? null,
      region: team?.region ?? null,
      category_id: team?.category_id ?? null,
      city: team?.city ?? null,
      arena_id: team?.arena_id ?? null,
      link: team?.link ?? null,
      logo: team?.logo ?? null,
      recreational: team?.recreational ?? false,
      is_absent: team?.is_absent ?? false,
      licences: team?.licences ?? [],
    },
    fields,
    save: (input: TeamInput) => save.mutateAsync({ id: team?.id ?? null, input }),
    onSaved: (saved) => onSaved(saved.data),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const licences = useFieldArray({ control, name: 'licences' });

  const options = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md" maw={760}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group align="flex-start" gap="lg">
          <FormLogoPicker form={form} text={text} />
          <Stack gap="md" style={{ flex: 1, minWidth: 260 }}>
            <NameFields field={field} label={t('catalogue.teams.name')} />
            <TextInput label={t('catalogue.teams.fullName')} {...field('full_name')} />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('catalogue.teams.region')} {...field('region')} />
          <TextInput label={t('catalogue.teams.city')} {...field('city')} />
          <IdSelect
            control={control}
            name="category_id"
            label={t('catalogue.teams.category')}
            placeholder={t('catalogue.teams.none')}
            data={options(categories.data?.data)}
            clearable
            searchable
            error={text(errors.category_id?.message)}
          />
          <IdSelect
            control={control}
            name="arena_id"
            label={t('catalogue.teams.arena')}
            placeholder={t('catalogue.teams.none')}
            data={options(arenas.data?.data)}
            clearable
            searchable
            error={text(errors.arena_id?.message)}
          />
          <TextInput label={t('catalogue.teams.link')} placeholder="https://" {...field('link')} />
        </SimpleGrid>
        <Group>
          <Checkbox label={t('catalogue.teams.recreational')} {...register('recreational')} />
          <Checkbox label={t('catalogue.teams.isAbsent')} {...register('is_absent')} />
        </Group>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('catalogue.teams.licences')}
          </Title>
          {licences.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('catalogue.teams.noLicences')}
            </Text>
          )}
          {licences.fields.map((item, index) => (
            <Group key={item.id} align="flex-start" wrap="nowrap">
              <TextInput
                label={t('catalogue.teams.licenceNumber')}
                error={text(errors.licences?.[index]?.number?.message)}
                {...register(`licences.${index}.number`)}
              />
              <TextInput
                label={t('catalogue.teams.licenceSeason')}
                placeholder="2026/27"
                error={text(errors.licences?.[index]?.season?.message)}
                {...register(`licences.${index}.season`)}
              />
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('catalogue.teams.removeLicence')}
                onClick={() => licences.remove(index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => licences.append({ number: '', season: '' })}
            >
              {t('catalogue.teams.addLicence')}
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
