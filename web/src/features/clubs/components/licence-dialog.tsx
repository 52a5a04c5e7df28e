import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type {
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import { CyrillicNameInput } from '../../../components/ui/cyrillic-name-input';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { licenceTexts, useIssueLicence } from '../api/licences';
import { KindAndClub, type FormProps } from './licence-kind-club';

/** The fields every licence has under its kind and club. */
export type NameField =
  'first_name' | 'last_name' | 'cyrillic_first_name' | 'cyrillic_last_name' | 'season';

/**
 * The issue dialog both licence forms share: the kind and club, then first name, last name (each
 * with its own Cyrillic form where one is needed) and season, then the kind's own fields (`children`, in the same grid) and anything below it.
 */
export function LicenceDialog({
  kind,
  onKind,
  onClose,
  onSubmit,
  pending,
  formError,
  control,
  clubError,
  field,
  children,
  below,
}: {
  kind: 'player' | 'official';
  onKind(kind: 'player' | 'official'): void;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  pending: boolean;
  formError?: string | null;
  // The two forms' controls differ only in their other fields (see KindAndClub).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by both form types
  control: any;
  clubError?: string;
  /** A name field's registration and its error text, from the form that owns it. */
  field(name: NameField): UseFormRegisterReturn & { error?: string };
  children: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityFormDialog
      title={t('clubs.licences.issueTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formError={formError}
      label={t('clubs.licences.issueTitle')}
    >
      <KindAndClub kind={kind} onKind={onKind} control={control} error={clubError} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('clubs.licences.firstName')} required {...field('first_name')} />
        <TextInput label={t('clubs.licences.lastName')} required {...field('last_name')} />
        <CyrillicNameInput part="firstName" {...field('cyrillic_first_name')} />
        <CyrillicNameInput part="lastName" {...field('cyrillic_last_name')} />
        <TextInput
          label={t('clubs.licences.season')}
          required
          placeholder="2026/27"
          {...field('season')}
        />
        {children}
      </SimpleGrid>
      {below}
    </EntityFormDialog>
  );
}

/** What both licence forms hold in common: the issue call, the form, and the dialog's props. */
export function useLicenceForm<T extends FieldValues>({
  kind,
  schema,
  defaults,
  fields,
  clubId,
  season,
  onClose,
  onKind,
}: FormProps & {
  kind: 'player' | 'official';
  schema: yup.ObjectSchema<T>;
  /** The kind's own starting values; kind, club and season come from the props. */
  defaults: Partial<T>;
  fields: readonly string[];
}) {
  const { t } = useTranslation();
  const issue = useIssueLicence(t('clubs.licences.issued'));
  const { form, submit, formError, text } = useEntityForm<T>({
    schema,
    texts: licenceTexts,
    // T is one of the licence inputs, which all carry kind, club_id and season.
    defaultValues: { kind, club_id: clubId, season: season ?? '', ...defaults } as DefaultValues<T>,
    fields,
    save: (input) => issue.mutateAsync({ ...input }),
    onSaved: onClose,
  });
  // Every licence form has the club and the name fields.
  const errors = form.formState.errors as FieldErrors<Record<'club_id' | NameField, unknown>>;
  const dialog = {
    kind,
    onKind,
    onClose,
    onSubmit: submit,
    pending: issue.isPending,
    formError,
    control: form.control,
    clubError: text(errors.club_id?.message),
    field: (name: NameField) => ({
      error: text(errors[name]?.message),
      ...form.register(name as Path<T>),
    }),
  };
  return { form, text, dialog };
}
