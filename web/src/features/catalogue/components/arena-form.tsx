import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { arenaSchema, useSaveArena, type Arena, type ArenaInput } from '../api/arenas';
import { showServerErrors } from '../../../lib/server-errors';

const fields = ['name', 'address', 'city', 'country', 'latitude', 'longitude'] as const;

/** Create or edit an arena: name, address, city, country and coordinates. */
export function ArenaForm({ arena, onClose }: { arena: Arena | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveArena(t('catalogue.arenas.saved'));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(arenaSchema),
    defaultValues: {
      name: arena?.name ?? '',
      address: arena?.address ?? null,
      city: arena?.city ?? null,
      country: arena?.country ?? null,
      latitude: arena?.latitude ?? null,
      longitude: arena?.longitude ?? null,
    },
  });
  const submit = handleSubmit(async (input: ArenaInput) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: arena?.id ?? null, input });
      onClose();
    } catch (error) {
      showServerErrors(error, fields, {
        field: (name, text) =>
          setError(name as keyof ArenaInput, { type: 'server', message: text }),
        form: setFormError,
      });
    }
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={arena ? t('catalogue.arenas.editTitle') : t('catalogue.arenas.newTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('catalogue.arenas.name')}
            required
            error={text(errors.name?.message)}
            {...register('name')}
          />
          <TextInput
            label={t('catalogue.arenas.address')}
            error={text(errors.address?.message)}
            {...register('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('catalogue.arenas.city')}
              error={text(errors.city?.message)}
              {...register('city')}
            />
            <TextInput
              label={t('catalogue.arenas.country')}
              error={text(errors.country?.message)}
              {...register('country')}
            />
            <TextInput
              label={t('catalogue.arenas.latitude')}
              inputMode="decimal"
              placeholder="45.2471"
              error={text(errors.latitude?.message)}
              {...register('latitude')}
            />
            <TextInput
              label={t('catalogue.arenas.longitude')}
              inputMode="decimal"
              placeholder="19.8453"
              error={text(errors.longitude?.message)}
              {...register('longitude')}
            />
          </SimpleGrid>
          {arena?.map_url && (
            <Anchor href={arena.map_url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('catalogue.arenas.openMap')}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
