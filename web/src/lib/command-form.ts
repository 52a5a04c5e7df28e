import { yupResolver } from '@hookform/resolvers/yup';
import type { MessageKey } from '@courtside/events';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as yup from 'yup';

/**
 * What a form shows for each message key of a command schema from @courtside/events: the
 * schema's keys are the server's (`messages`), the form's texts are the web app's translation
 * keys, worded for the field they sit under ('validName' under a name box means "too long",
 * since the box cannot send anything but text).
 */
export type FormTexts = Partial<Record<MessageKey, string>>;

/** The form's translation key for a schema message; one the form does not name stays as is. */
export function formText(texts: FormTexts, message: string): string {
  return Object.hasOwn(texts, message) ? (texts[message as MessageKey] ?? message) : message;
}

/** Every `message` in react-hook-form's (nested) errors, renamed; `ref` is a DOM node, left. */
function renamed(errors: unknown, texts: FormTexts): unknown {
  if (Array.isArray(errors)) return errors.map((item) => renamed(item, texts));
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, formText(texts, value)];
      return [key, renamed(value, texts)];
    }),
  );
}

/**
 * Validates a form with the very schema command-service parses the command with, so the two
 * cannot disagree; its messages become the form's translation keys through `texts`.
 */
export function commandResolver<T extends FieldValues>(
  schema: yup.AnyObjectSchema,
  texts: FormTexts,
): Resolver<T> {
  // The resolver's own generics cannot see that the schema's output is T.
  const resolve = yupResolver(schema) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: renamed(result.errors, texts) } as Awaited<ReturnType<Resolver<T>>>;
  };
}
