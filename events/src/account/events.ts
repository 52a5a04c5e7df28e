import * as yup from 'yup';

/**
 * Account events: the three sign-in kinds' lifecycle, recorded by gateway (stream
 * `account-<id>`). They say THAT something changed, never a secret's value: no password,
 * hash, token, TOTP seed or recovery code ever appears here (ARCHITECTURE.md).
 */
export const accountKinds = ['admin', 'official', 'representative'] as const;
export type AccountKindName = (typeof accountKinds)[number];

const accountId = yup.number().integer().positive().required();

export const accountRegisteredSchema = yup.object({
  accountId,
  kind: yup.mixed<AccountKindName>().oneOf(accountKinds).required(),
  email: yup.string().required(),
  name: yup.string().required(),
  roles: yup.array(yup.string().required()).required(),
});

/** Changed profile fields only (name, email, screen_name, roles, club, …), new values. */
export const accountUpdatedSchema = yup.object({
  accountId,
  changes: yup.object().required(),
});

export const accountChangedSchema = yup.object({ accountId });

export const passwordChangedSchema = yup.object({
  accountId,
  /** reset: through a reset link; profile: by the account itself; admin: set by an admin. */
  reason: yup
    .mixed<'reset' | 'profile' | 'admin'>()
    .oneOf(['reset', 'profile', 'admin'])
    .required(),
});

type Data<Schema extends yup.AnyObjectSchema> = yup.InferType<Schema>;

/** An account of one of the three kinds came to exist (created by an admin, or registered). */
export interface AccountRegistered {
  type: 'AccountRegistered';
  data: Data<typeof accountRegisteredSchema>;
}
/** Profile fields changed; `changes` holds the new values of changed fields only. */
export interface AccountUpdated {
  type: 'AccountUpdated';
  data: { accountId: number; changes: Record<string, string | number | boolean | null | string[]> };
}
/** A representative was approved (spec §4: pending → approved). */
export interface AccountApproved {
  type: 'AccountApproved';
  data: Data<typeof accountChangedSchema>;
}
export interface AccountDisabled {
  type: 'AccountDisabled';
  data: Data<typeof accountChangedSchema>;
}
export interface AccountDeleted {
  type: 'AccountDeleted';
  data: Data<typeof accountChangedSchema>;
}
export interface PasswordChanged {
  type: 'PasswordChanged';
  data: Data<typeof passwordChangedSchema>;
}
export interface TwoFactorEnabled {
  type: 'TwoFactorEnabled';
  data: Data<typeof accountChangedSchema>;
}
export interface TwoFactorDisabled {
  type: 'TwoFactorDisabled';
  data: Data<typeof accountChangedSchema>;
}
/** A super-admin reset someone's second factor. */
export interface TwoFactorReset {
  type: 'TwoFactorReset';
  data: Data<typeof accountChangedSchema>;
}

export type AccountEvent =
  | AccountRegistered
  | AccountUpdated
  | AccountApproved
  | AccountDisabled
  | AccountDeleted
  | PasswordChanged
  | TwoFactorEnabled
  | TwoFactorDisabled
  | TwoFactorReset;
