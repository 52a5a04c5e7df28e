import * as yup from 'yup';
import { isStrongPassword } from '@courtside/events';
import type { UserInput } from '../api/users';

/**
 * The user form's checks, the same rules the gateway applies (spec §5: passwords of 8+ with a
 * number, uppercase, lowercase and special character, repeated). Messages are translation keys.
 * A new user needs a password; an edit changes it only when one is typed.
 */
export function userFormSchema(isNew: boolean): yup.ObjectSchema<UserInput> {
  return yup.object({
    name: yup.string().trim().required('validation.required').max(255, 'users.form.tooLong'),
    email: yup
      .string()
      .trim()
      .required('validation.required')
      .email('validation.email')
      .max(255, 'users.form.tooLong'),
    screen_name: yup.string().trim().max(255, 'users.form.tooLong').defined(),
    kind: yup.mixed<'admin' | 'official'>().oneOf(['admin', 'official']).required(),
    roles: yup
      .array(yup.string().defined())
      .defined()
      .test('unique', 'users.form.duplicates', (list) => new Set(list).size === list.length),
    password: yup
      .string()
      .defined()
      .test('required', 'validation.required', (value) => !isNew || value.length > 0)
      .test('rule', 'users.form.passwordRule', (value) => !value || isStrongPassword(value)),
    password_confirmation: yup
      .string()
      .defined()
      .test(
        'matches',
        'users.form.passwordMismatch',
        (value, context) => value === (context.parent as { password: string }).password,
      ),
  });
}
