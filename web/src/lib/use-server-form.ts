import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type * as yup from 'yup';
import type { ApiRequestError } from './api-errors';
import { formField } from './form-field';
import { showFieldErrors } from './server-errors';
import { useMessageText } from './use-message-text';

/**
 * A public form that talks to the server (sign-in, registration, password reset): the web
 * app's own yup schema, the server's texts under the fields they name, any other failure above
 * the form in `formError`, cleared on the next submit. `field` is `formField`'s.
 */
export function useServerForm<T extends FieldValues>({
  schema,
  defaultValues,
  fields,
  statuses,
  formMessage = (error) => error.message,
  onSubmit,
}: {
  schema: yup.AnyObjectSchema;
  defaultValues: DefaultValues<T>;
  /** The fields a failure's texts may be shown under. */
  fields: readonly Path<T>[];
  /** The answers whose texts the form shows; 422 by default (the api client announces others). */
  statuses?: readonly number[];
  /** The text above the form when no field has one. */
  formMessage?(error: ApiRequestError): string;
  onSubmit(input: T): Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({
    // The resolver's own generics cannot see that the schema's output is T.
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    defaultValues,
  });
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      showFieldErrors(
        error,
        fields,
        {
          field: (name, text) => form.setError(name, { type: 'server', message: text }),
          form: (failure) => setFormError(formMessage(failure)),
        },
        statuses,
      );
    }
  });
  const text = useMessageText();
  return { form, submit, formError, text, field: formField(form, text) };
}
