import { passwordFields } from '@courtside/events';
import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';

/** The three sign-in kinds, each with its own forgot/reset routes (spec §7). */
export type ResetKind = 'admin' | 'official' | 'representative';
export const resetKinds: readonly ResetKind[] = ['admin', 'official', 'representative'];

const prefixes: Record<ResetKind, string> = {
  admin: '',
  official: '/accounts',
  representative: '/video-zone',
};

/** Where each kind signs in again after a reset. */
export const signInPaths: Record<ResetKind, string> = {
  admin: '/',
  official: '/officials/login',
  representative: '/video-zone/login',
};

export const forgotSchema = yup.object({
  email: yup.string().trim().required('validation.required').email('validation.email'),
});
export type ForgotInput = yup.InferType<typeof forgotSchema>;

/** POST …/forgot-password: the same status text whether or not the address is known. */
export function forgotPassword(kind: ResetKind, input: ForgotInput) {
  return apiRequest<{ status: string }>(`${prefixes[kind]}/forgot-password`, {
    method: 'POST',
    body: input,
    quietStatuses: [422, 429],
  });
}

export function useForgotPassword(kind: ResetKind) {
  return useMutation({ mutationFn: (input: ForgotInput) => forgotPassword(kind, input) });
}

/** The spec §5 rule, shared with the gateway; messages are translation keys. */
const password = passwordFields({
  required: 'validation.required',
  passwordRule: 'passwordReset.rule',
  passwordMismatch: 'passwordReset.mismatch',
});

export const resetSchema = yup.object({
  password: password.password,
  password_confirmation: password.password_confirmation,
});
export type ResetInput = yup.InferType<typeof resetSchema>;

/** POST …/reset-password with the link's token and address. */
export function resetPassword(
  kind: ResetKind,
  input: ResetInput & { token: string; email: string },
) {
  return apiRequest<{ status: string }>(`${prefixes[kind]}/reset-password`, {
    method: 'POST',
    body: input,
    quietStatuses: [422, 429],
  });
}

export function useResetPassword(kind: ResetKind) {
  return useMutation({
    mutationFn: (input: ResetInput & { token: string; email: string }) =>
      resetPassword(kind, input),
  });
}
