import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type { AdminRole as Role, AdminPermission as Permission } from '@courtside/events';

export type { Role, Permission };

/** The role every right belongs to; it can be neither deleted nor renamed (spec §5). */
export const superAdminRole = 'super-admin';

export const rolesKey = ['admin', 'security', 'roles'] as const;
export const permissionsKey = ['admin', 'security', 'permissions'] as const;

/** Messages are translation keys. */
export const roleSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('validation.required')
    .max(255, 'adminShell.roles.nameTooLong'),
  guard: yup.mixed<'admin' | 'account'>().oneOf(['admin', 'account']).required(),
  permissions: yup.array(yup.string().defined()).defined(),
});
export type RoleInput = yup.InferType<typeof roleSchema>;

export function useRoles() {
  return useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => apiRequest<{ data: Role[] }>('/roles', { signal, deferNotice: true }),
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: permissionsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Permission[] }>('/permissions', { signal, deferNotice: true }),
  });
}

export function useSaveRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RoleInput }) =>
      id === null
        ? apiRequest<Role>('/roles', {
            method: 'POST',
            body: input,
            quietStatuses: [422],
            successMessage,
          })
        : apiRequest<Role>(`/roles/${id}`, {
            method: 'PUT',
            body: { name: input.name, permissions: input.permissions },
            quietStatuses: [422],
            successMessage,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
}

export function useDeleteRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/roles/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
}
