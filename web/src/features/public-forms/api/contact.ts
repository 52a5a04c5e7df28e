import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: opens a thread for the super-admins (422 texts shown by the form). */
export function useSendContact(successMessage: string) {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiRequest<{ id: number }>('/contact', {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
  });
}
