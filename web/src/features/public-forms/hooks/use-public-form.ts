import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as yup from 'yup';
import { isApiRequestError } from '../../../lib/api-errors';
import { commandResolver, type FormTexts } from '../../../lib/command-form';
import { showFieldErrors } from '../../../lib/server-errors';
import { useMessageText } from '../../../lib/use-message-text';

const e = (key: string) => `publicForms.errors.${key}`;

/** The shared schemas' message keys as the public forms' texts (spec §5 wording). */
const texts: FormTexts = {
  required: e('required'),
  validName: e('validName'),
  validNumber: e('validNumber'),
  validEmail: e('validEmail'),
  invalid: e('invalid'),
  captchaRequired: e('captchaRequired'),
  captchaError: e('captchaError'),
  appointmentDuration: e('appointmentDuration'),
};

/**
 * A public form with a captcha, validated in the browser with the very schema the server
 * parses with (from @courtside/events); the server's 422 and 409 texts go under the fields
 * they name. A sent form, or a refused captcha, asks for a new captcha (each works once).
 */
export function usePublicForm<T extends FieldValues & { captcha: string }>(options: {
  schema: yup.AnyObjectSchema;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  onSubmit(input: T): Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<T>({
    resolver: commandResolver<T>(options.schema, texts),
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await options.onSubmit(input);
      form.reset(options.defaultValues);
      setCaptchaKey((key) => key + 1);
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors.captcha) setCaptchaKey((key) => key + 1);
      showFieldErrors(
        error,
        options.fields,
        {
          field: (name, text) => form.setError(name, { type: 'server', message: text }),
          form: (failure) => setFormError(failure.message),
        },
        [409, 422],
      );
    }
  });
  const text = useMessageText();
  /** A registered field's props with its (translated) error under it. */
  const field = (name: Path<T>) => ({
    ...form.register(name),
    error: text(form.getFieldState(name, form.formState).error?.message),
  });
  return { form, submit, formError, text, captchaKey, field };
}

/** What `usePublicForm` gives a form, for the shared frame. */
export type PublicForm<T extends FieldValues & { captcha: string }> = ReturnType<
  typeof usePublicForm<T>
>;
