import * as yup from 'yup';

/**
 * An admin's or official's name, email and screen name, checked as the gateway checks them;
 * the users form and one's own profile edit the same fields. Messages are translation keys.
 */
export const accountIdentitySchema = {
  name: yup.string().trim().required('validation.required').max(255, 'users.form.tooLong'),
  email: yup
    .string()
    .trim()
    .required('validation.required')
    .email('validation.email')
    .max(255, 'users.form.tooLong'),
  screen_name: yup.string().trim().max(255, 'users.form.tooLong').defined(),
};

/** The repeated password: it must equal the `password` field beside it. */
export const passwordConfirmationSchema = yup
  .string()
  .defined()
  .test(
    'matches',
    'users.form.passwordMismatch',
    (value, context) => value === (context.parent as { password: string }).password,
  );
