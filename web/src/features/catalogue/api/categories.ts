import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import {
  createCategorySchema,
  type Paginated,
  type AdminCategory as Category,
  type AdminCategoryLeague as CategoryLeague,
} from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { listParams, type ListParams } from '../../../lib/list-params';
import type { Saved } from './shared';

export type { Category, CategoryLeague };

export const categoriesKey = ['admin', 'catalogue', 'categories'] as const;

/** The category form: the fields of the category command it shows, checked as the server will. */
export const categorySchema = createCategorySchema.pick(['name', 'season', 'public']);
/** What the form shows for each message the schema may answer. */
export const categoryTexts: FormTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
};
export type CategoryInput = yup.InferType<typeof categorySchema>;

export function useCategories(params: ListParams) {
  return useQuery({
    queryKey: [...categoriesKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<Category>>('/admin/categories', {
        signal,
        deferNotice: true,
        params: listParams(params),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCategory(id: number) {
  return useQuery({
    queryKey: [...categoriesKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Category & { leagues: CategoryLeague[] } }>(`/admin/categories/${id}`, {
        signal,
        deferNotice: true,
      }),
  });
}

/** Every category (for pickers): up to 100, in list order. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: [...categoriesKey, 'options'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<Category>>('/admin/categories', {
        signal,
        deferNotice: true,
        params: { per_page: 100 },
      }),
  });
}

export function useSaveCategory(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) =>
      apiRequest<Saved<Category>>(id === null ? '/admin/categories' : `/admin/categories/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

/** Moves a category to a position (0 = first); the others renumber around it. */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tabindex }: { id: number; tabindex: number }) =>
      apiRequest<Saved<Category>>(`/admin/categories/${id}/move`, {
        method: 'POST',
        body: { tabindex },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export function useDeleteCategory(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/categories/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
