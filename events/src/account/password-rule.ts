import * as yup from 'yup';

/** Spec §9: passwords have at least this many characters. */
export const passwordMinLength = 8;
/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const passwordMaxLength = 1024;

/**
 * Spec §5: at least 8 characters with a number, an uppercase letter, a lowercase letter and a
 * special character (anything that is neither a letter nor a digit, e.g. #, !, space).
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= passwordMinLength &&
    password.length <= passwordMaxLength &&
    /\p{N}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /[^\p{L}\p{N}]/u.test(password)
  );
}

/** The keys of the rule's messages; gateway and web each translate them. */
export interface PasswordRuleMessages {
  required: string;
  passwordRule: string;
  passwordMismatch: string;
}

/**
 * The one password rule (spec §5), used by gateway's register and reset schemas and by the
 * web forms: `password` must be strong, `password_confirmation` must match it. The messages
 * are keys the caller chooses, so each side translates them its own way.
 */
export function passwordFields(keys: PasswordRuleMessages) {
  return {
    password: yup
      .string()
      .typeError(keys.required)
      .required(keys.required)
      .test('password-rule', keys.passwordRule, (value) => isStrongPassword(value ?? '')),
    password_confirmation: yup
      .string()
      .typeError(keys.required)
      .required(keys.required)
      .oneOf([yup.ref('password')], keys.passwordMismatch),
  };
}
