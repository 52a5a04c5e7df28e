import * as yup from 'yup';
import { isStrongPassword } from '@courtside/events';
import { accountIdentitySchema, passwordConfirmationSchema } from '../../../lib/account-schema';
import type { UserInput } from '../api/users';

/**
 * The user form's checks, the same rules the gateway applies (spec §5: passwords of 8+ with a
 * number, uppercase, lowercase and special character, repeated). Messages are translation keys.
 * A new user needs a password; an edit changes it only when one is typed.
 */
export function userFormSchema(isNew: boolean): yup.ObjectSchema<UserInput> {
  return yup.object({
    ...accountIdentitySchema,
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
    password_confirmation: passwordConfirmationSchema,
  });
}
