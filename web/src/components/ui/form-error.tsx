import { Alert } from '@mantine/core';

/** A form's failure that names no field, above the fields; nothing when there is none. */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  );
}
