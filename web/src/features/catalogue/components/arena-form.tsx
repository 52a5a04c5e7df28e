import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NameFields } from '../../../components/ui/name-fields';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { arenaSchema, arenaTexts, useSaveArena, type Arena } from '../api/arenas';

/** An empty coordinate box is "not known" (null), as the arena command reads it. */
const blankIsNull = (value: unknown) => (value === '' ? null : value);

const fields = [
  'name',
  'cyrillic_name',
  'address',
  'city',
  'country',
  'latitude',
  'longitude',
] as const;

/** Create or edit an arena: name, address, city, country and coordinates. */
export function ArenaForm({ arena, onClose }: { arena: Arena | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveArena(t('catalogue.arenas.saved'));
  const { submit, formError, field } = useEntityForm({
    schema: arenaSchema,
    texts: arenaTexts,
    defaultValues: {
      name: arena?.name ?? '',
      cyrillic_name: arena?.cyrillic_name ?? null,
      address: arena?.address ?? null,
      city: arena?.city ?? null,
      country: arena?.country ?? null,
      latitude: arena?.latitude ?? null,
      longitude: arena?.longitude ?? null,
    },
    fields,
    save: (input) => save.mutateAsync({ id: arena?.id ?? null, input }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      title={arena ? t('catalogue.arenas.editTitle') : t('catalogue.arenas.newTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      formError={formError}
    >
      <NameFields field={field} label={t('catalogue.arenas.name')} />
      <TextInput label={t('catalogue.arenas.address')} {...field('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('catalogue.arenas.city')} {...field('city')} />
        <TextInput label={t('catalogue.arenas.country')} {...field('country')} />
        <TextInput
          label={t('catalogue.arenas.latitude')}
          inputMode="decimal"
          placeholder="45.2471"
          {...field('latitude', { setValueAs: blankIsNull })}
        />
        <TextInput
          label={t('catalogue.arenas.longitude')}
          inputMode="decimal"
          placeholder="19.8453"
          {...field('longitude', { setValueAs: blankIsNull })}
        />
      </SimpleGrid>
      {arena?.map_url && (
        <Anchor href={arena.map_url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('catalogue.arenas.openMap')}
        </Anchor>
      )}
    </EntityFormDialog>
  );
}
