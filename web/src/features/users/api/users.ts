import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated, AdminUser as User, RoleOption, OwnedLeague } from '@courtside/events';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

export type { User, RoleOption, OwnedLeague };

/** Body of POST /api/users and PUT /api/users/{id}. */
export interface UserInput {
  name: string;
  email: string;
  screen_name: string;
  kind: 'admin' | 'official';
  roles: string[];
  password: string;
  password_confirmation: string;
}

export const usersKey = ['admin', 'users'] as const;

export type KindFilter = 'all' | 'admin' | 'official';

export function useUsers(page: number, search: string, kind: KindFilter = 'all') {
  return useQuery({
    queryKey: [...usersKey, 'list', page, search, kind],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<User>>('/users', {
        signal,
        deferNotice: true,
        params: {
          page,
          per_page: DEFAULT_PAGE_SIZE,
          search: search || undefined,
          kind: kind === 'all' ? undefined : kind,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every admin, for choosing who takes over a deleted user's leagues. */
export function useAdmins(enabled: boolean) {
  return useQuery({
    queryKey: [...usersKey, 'admins'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<User>>('/users', {
        signal,
        deferNotice: true,
        params: { kind: 'admin', per_page: 100 },
      }),
    enabled,
  });
}

export function useRoleOptions() {
  return useQuery({
    queryKey: [...usersKey, 'roles'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: RoleOption[] }>('/users/roles', { signal, deferNotice: true }),
  });
}

export function useSaveUser(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: UserInput }) => {
      const password = input.password
        ? { password: input.password, password_confirmation: input.password_confirmation }
        : {};
      const common = {
        name: input.name,
        email: input.email,
        screen_name: input.screen_name || null,
        roles: input.roles,
        ...password,
      };
      return id === null
        ? apiRequest<User>('/users', {
            method: 'POST',
            body: { ...common, kind: input.kind },
            quietStatuses: [422],
            successMessage,
          })
        : apiRequest<User>(`/users/${id}`, {
            method: 'PUT',
            body: common,
            quietStatuses: [422],
            successMessage,
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteUser(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newOwnerId }: { id: number; newOwnerId?: number }) =>
      apiRequest<void>(`/users/${id}`, {
        method: 'DELETE',
        body: newOwnerId === undefined ? undefined : { new_owner_id: newOwnerId },
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
