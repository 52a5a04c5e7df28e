import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import { commandResolver, type FormTexts } from '../../lib/command-form';
import { formField } from '../../lib/form-field';
import { showServerErrors } from '../../lib/server-errors';

/**
 * A create-or-edit form's working part: validation by its command's schema (from
 * @courtside/events, its messages shown as `texts` names them), the save, and a 422's texts
 * under the fields they name (or above the form). `text` translates a message key; `field` is
 * `formField`'s.
 */
export function useEntityForm<T extends FieldValues, R = unknown>({
  schema,
  texts,
  defaultValues,
  fields,
  save,
  onSaved,
}: {
  schema: yup.ObjectSchema<T>;
  /** The form's translation key for each message key the schema may answer. */
  texts: FormTexts;
  defaultValues: DefaultValues<T>;
  /** The fields a 422 may name; texts for any other field go above the form. */
  fields: readonly string[];
  save(input: T): Promise<R>;
  /** Called with what `save` answered. */
  onSaved(saved: R): void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({
    resolver: commandResolver<T>(schema, texts),
    defaultValues,
  });
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      onSaved(await save(input));
    } catch (error) {
      showServerErrors(error, fields, {
        field: (name, message) => form.setError(name as Path<T>, { type: 'server', message }),
        form: setFormError,
      });
    }
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;
  const field = formField(form, text);
  return { form, submit, formError, text, field };
}

/** The dialog around a create-or-edit form: its error above, Cancel and Save below. */
export function EntityFormDialog({
  title,
  onClose,
  onSubmit,
  pending,
  formError,
  size,
  label,
  children,
}: {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  pending: boolean;
  formError?: string | null;
  size?: ModalProps['size'];
  /** The form's accessible name, where a test or a screen reader needs one. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} size={size} title={title}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
