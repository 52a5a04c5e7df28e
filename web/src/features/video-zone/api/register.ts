import { passwordFields } from '@courtside/events';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';

/** The spec §5 password rule, shared with the gateway; messages are translation keys. */
const password = passwordFields({
  required: 'validation.required',
  passwordRule: 'videoZone.password.rule',
  passwordMismatch: 'videoZone.password.mismatch',
});

export const registerSchema = yup.object({
  first_name: yup.string().trim().required('validation.required').max(100, 'validation.required'),
  last_name: yup.string().trim().required('validation.required').max(100, 'validation.required'),
  email: yup.string().trim().required('validation.required').email('validation.email'),
  club: yup.string().trim().required('validation.required'),
  /** Optional; the select's value is the id as text, empty for none. */
  sport_id: yup.string().default(''),
  password: password.password,
  password_confirmation: password.password_confirmation,
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

export const registerFields = [
  'first_name',
  'last_name',
  'email',
  'club',
  'sport_id',
  'password',
  'password_confirmation',
] as const;

/** POST /api/video-zone/register: the account waits for an administrator's approval. */
export function registerRepresentative(input: RegisterInput) {
  const { sport_id: sport, ...rest } = input;
  return apiRequest<{ status: 'pending' }>('/video-zone/register', {
    method: 'POST',
    body: sport ? { ...rest, sport_id: Number(sport) } : rest,
    quietStatuses: [422],
  });
}

export function useRegisterRepresentative() {
  return useMutation({ mutationFn: registerRepresentative });
}

/** Club names to pick from (teams of the public read models). */
export function getClubs(search: string, signal?: AbortSignal) {
  return apiRequest<{ data: string[] }>('/video-zone/clubs', {
    params: { search: search || undefined },
    signal,
    deferNotice: true,
  });
}

export function useClubs(search: string) {
  return useQuery({
    queryKey: ['video-zone', 'clubs', search],
    queryFn: ({ signal }) => getClubs(search, signal),
  });
}

/** Sports to choose from (those shown on scheduling); the choice is optional. */
export function useSports() {
  return useQuery({
    queryKey: ['video-zone', 'sports'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: { id: number; name: string }[] }>('/video-zone/sports', {
        signal,
        deferNotice: true,
      }),
  });
}
