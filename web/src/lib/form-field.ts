import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * `field(name)` registers an input on a form's field and gives it that field's translated error,
 * so that an input reads `<TextInput label={…} {...field('city')} />`. `text` translates a
 * message key.
 */
export function formField<T extends FieldValues>(
  form: UseFormReturn<T>,
  text: (message: string | undefined) => string | undefined,
) {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    error: text(form.getFieldState(name, form.formState).error?.message),
    ...form.register(name, options),
  });
}
