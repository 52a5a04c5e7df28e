import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-errors';
import { formField } from '../../lib/form-field';
import { useMessageText } from '../../lib/use-message-text';

/**
 * A form that saves in place (no dialog): after a save it shows what the server kept, so it is
 * clean again; a 422's texts go under the fields they name. `text` translates a message key;
 * `field` is `formField`'s.
 */
export function useInPlaceForm<T extends FieldValues>({
  resolver,
  values,
  save,
}: {
  resolver: Resolver<T>;
  /** What the form starts from. */
  values: DefaultValues<T>;
  /** Saves, answering the values as the server kept them. */
  save(input: T): Promise<DefaultValues<T>>;
}) {
  const form = useForm<T>({ resolver, defaultValues: values });
  const submit = form.handleSubmit(async (input) => {
    try {
      form.reset(await save(input));
    } catch (failure) {
      if (!isApiRequestError(failure) || failure.status !== 422) return;
      for (const [field, messages] of Object.entries(failure.fieldErrors)) {
        form.setError(field as Path<T>, { type: 'server', message: messages[0] });
      }
    }
  });
  const text = useMessageText();
  return { form, submit, text, field: formField(form, text) };
}
