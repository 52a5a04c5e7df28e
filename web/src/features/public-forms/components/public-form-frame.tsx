import { Button, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { FormFrame } from '../../../components/ui/form-frame';
import type { PublicForm } from '../hooks/use-public-form';

/**
 * A public form's frame (contact, appointments): its fields, then the captcha and the submit
 * button; a failure above the fields.
 */
export function PublicFormFrame<T extends FieldValues & { captcha: string }>({
  form: { form, submit, formError, text, captchaKey },
  label,
  submitLabel,
  pending,
  children,
}: {
  form: PublicForm<T>;
  label: string;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const captcha = 'captcha' as Path<T>;
  return (
    <FormFrame label={label} onSubmit={submit} error={formError}>
      {children}
      <Controller
        control={form.control}
        name={captcha}
        render={({ field, fieldState }) => (
          <CaptchaField
            resetKey={captchaKey}
            onChange={field.onChange}
            error={text(fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </FormFrame>
  );
}

/** One plain text field of a public form; `label` is its key under `publicForms.fields`. */
export interface PublicTextField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
}

/** The visitor's e-mail address, which every public form asks for. */
export const emailField = {
  label: 'email',
  type: 'email',
  autoComplete: 'email',
  required: true,
} as const;

/** A public form's plain text fields, in the order given. */
export function PublicTextFields<T extends FieldValues & { captcha: string }>({
  form,
  fields,
}: {
  form: PublicForm<T>;
  fields: readonly PublicTextField<T>[];
}) {
  const { t } = useTranslation();
  return fields.map(({ name, label, ...props }) => (
    <TextInput
      key={name}
      label={t(`publicForms.fields.${label}`)}
      {...props}
      {...form.field(name)}
    />
  ));
}
