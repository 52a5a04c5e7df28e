import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import { useOfficialStore, type OfficialSession } from '../stores/official-store';

/** Messages are translation keys; the form translates them at render time. */
export const officialLoginSchema = yup.object({
  email: yup.string().trim().required('validation.required').email('validation.email'),
  password: yup.string().required('validation.required'),
});
export type OfficialLoginInput = yup.InferType<typeof officialLoginSchema>;

export function loginOfficial(input: OfficialLoginInput) {
  return apiRequest<OfficialSession>('/officials/login', {
    method: 'POST',
    body: input,
    // Bad credentials come back as field errors, shown under the fields instead.
    quietStatuses: [422],
  });
}

export function useLoginOfficial() {
  const signIn = useOfficialStore((state) => state.signIn);
  return useMutation({ mutationFn: loginOfficial, onSuccess: signIn });
}
