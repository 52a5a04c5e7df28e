import { Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NameFields } from '../../../components/ui/name-fields';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { categorySchema, categoryTexts, useSaveCategory, type Category } from '../api/categories';

const fields = ['name', 'cyrillic_name', 'season', 'public'] as const;

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
  const { form, submit, formError, text, field } = useEntityForm({
    schema: categorySchema,
    texts: categoryTexts,
    defaultValues: {
      name: category?.name ?? '',
      cyrillic_name: category?.cyrillic_name ?? null,
      season: category?.season ?? '',
      public: category?.public ?? true,
    },
    fields,
    save: (input) => save.mutateAsync({ id: category?.id ?? null, input }),
    onSaved: onClose,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <EntityFormDialog
      title={category ? t('catalogue.categories.editTitle') : t('catalogue.categories.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      formError={formError}
    >
      <NameFields field={field} label={t('catalogue.categories.name')} />
      <TextInput
        label={t('catalogue.categories.season')}
        placeholder="2026/27"
        required
        {...field('season')}
      />
      <Checkbox
        label={t('catalogue.categories.public')}
        error={text(errors.public?.message)}
        {...register('public')}
      />
    </EntityFormDialog>
  );
}
