import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAnswer } from '../stores/profile-store';

/** Messages are translation keys; the dialog translates them at render time. */
export const adminLoginSchema = yup.object({
  email: yup.string().trim().required('validation.required').email('validation.email'),
  password: yup.string().required('validation.required'),
});
export type AdminLoginInput = yup.InferType<typeof adminLoginSchema>;

/** POST /api/login: the admin answer; `two_factor.pending` means the code is owed next. */
export function loginAdmin(input: AdminLoginInput) {
  return apiRequest<AdminAnswer>('/login', {
    method: 'POST',
    body: input,
    // Bad credentials and throttling are explained inside the dialog; a 403 (a code still
    // owed from an earlier sign-in) switches it to the code step.
    quietStatuses: [403, 422, 429],
  });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: loginAdmin });
}
