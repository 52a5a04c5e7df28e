import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  categorySchema,
  useSaveCategory,
  type Category,
  type CategoryInput,
} from '../api/categories';
import { showServerErrors } from '../../../lib/server-errors';

const fields = ['name', 'season', 'public'] as const;

/** Create or edit a category: name, season, public. */
export function CategoryForm({
  category,
  onClose,
}: {
  category: Category | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory(t('catalogue.categories.saved'));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryInput>({
    resolver: yupResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      season: category?.season ?? '',
      public: category?.public ?? true,
    },
  });
  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: category?.id ?? null, input });
      onClose();
    } catch (error) {
      showServerErrors(error, fields, {
        field: (name, text) =>
          setError(name as keyof CategoryInput, { type: 'server', message: text }),
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
      title={category ? t('catalogue.categories.editTitle') : t('catalogue.categories.newTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('catalogue.categories.name')}
            required
            error={text(errors.name?.message)}
            {...register('name')}
          />
          <TextInput
            label={t('catalogue.categories.season')}
            placeholder="2026/27"
            required
            error={text(errors.season?.message)}
            {...register('season')}
          />
          <Checkbox
            label={t('catalogue.categories.public')}
            error={text(errors.public?.message)}
            {...register('public')}
          />
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
