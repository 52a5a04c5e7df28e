import * as yup from 'yup';
import { isStrongPassword, passwordFields } from '@courtside/events';

const pageNumber = yup.number().typeError('validNumber').integer('validNumber');

export const listQuerySchema = yup.object({
  page: pageNumber.min(1, 'validNumber').default(1),
  per_page: pageNumber.min(1, 'validNumber').max(100, 'validNumber').default(10),
  search: yup.string().typeError('invalid').trim().max(255, 'invalid').default(''),
  kind: yup
    .mixed<'admin' | 'official'>()
    .oneOf(['admin', 'official'] as const, 'invalid')
    .optional(),
});

const name = yup.string().typeError('validName').trim().required('required').max(255, 'validName');
const email = yup
  .string()
  .typeError('validEmail')
  .trim()
  .required('required')
  .email('validEmail')
  .max(255, 'validEmail');
const screenName = yup
  .string()
  .typeError('validName')
  .trim()
  .max(255, 'validName')
  .nullable()
  .default(null)
  .transform((value: string | null) => (value === '' ? null : value));
const roles = yup
  .array(yup.string().typeError('unknownRole').required('unknownRole'))
  .typeError('invalid')
  .default([])
  .test('unique', 'duplicates', (list) => new Set(list).size === (list?.length ?? 0));

const passwordMessages = {
  required: 'required',
  passwordRule: 'passwordRule',
  passwordMismatch: 'passwordMismatch',
};

/** A password that may be left out; when given it follows the spec rule and must be repeated. */
const optionalPassword = {
  password: yup
    .string()
    .typeError('passwordRule')
    .optional()
    .test('password-rule', 'passwordRule', (value) => !value || isStrongPassword(value)),
  password_confirmation: yup
    .string()
    .typeError('passwordMismatch')
    .optional()
    .test(
      'matches',
      'passwordMismatch',
      (value, context) => !context.parent.password || value === context.parent.password,
    ),
};

export const createUserFields = [
  'name',
  'email',
  'screen_name',
  'kind',
  'roles',
  'password',
  'password_confirmation',
] as const;

export const createUserSchema = yup.object({
  name,
  email,
  screen_name: screenName,
  kind: yup
    .mixed<'admin' | 'official'>()
    .required('required')
    .oneOf(['admin', 'official'] as const, 'invalid'),
  roles,
  ...passwordFields(passwordMessages),
});

export const updateUserFields = [
  'name',
  'email',
  'screen_name',
  'roles',
  'password',
  'password_confirmation',
] as const;

export const updateUserSchema = yup.object({
  name,
  email,
  screen_name: screenName,
  roles,
  ...optionalPassword,
});

export const deleteUserSchema = yup.object({
  new_owner_id: yup
    .number()
    .typeError('newOwnerInvalid')
    .integer('newOwnerInvalid')
    .positive('newOwnerInvalid')
    .max(2_147_483_647, 'newOwnerInvalid')
    .optional(),
});

export const profileFields = [
  'name',
  'email',
  'screen_name',
  'current_password',
  'password',
  'password_confirmation',
] as const;

export const profileSchema = yup.object({
  name,
  email,
  screen_name: screenName,
  current_password: yup.string().typeError('currentPasswordWrong').max(1024).optional(),
  ...optionalPassword,
});
