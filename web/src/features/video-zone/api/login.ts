import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import { useRepresentativeStore, type RepresentativeAnswer } from '../stores/representative-store';

/** Messages are translation keys; the form translates them at render time. */
export const loginSchema = yup.object({
  email: yup.string().trim().required('validation.required').email('validation.email'),
  password: yup.string().required('validation.required'),
  remember: yup.boolean().default(false),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** POST /api/video-zone/login (spec §7): email, password, remember. */
export function loginRepresentative(input: LoginInput) {
  return apiRequest<RepresentativeAnswer>('/video-zone/login', {
    method: 'POST',
    body: input,
    // Bad credentials and the throttle's wait are shown on the form.
    quietStatuses: [422, 429],
  });
}

export function useLoginRepresentative() {
  const signIn = useRepresentativeStore((state) => state.signIn);
  return useMutation({ mutationFn: loginRepresentative, onSuccess: signIn });
}
