import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import {
  createCategorySchema,
  type AdminCategory as Category,
  type AdminCategoryLeague as CategoryLeague,
} from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { catalogueHooks, type Saved, nameTexts } from './shared';

export type { Category, CategoryLeague };

export const categoriesKey = ['admin', 'catalogue', 'categories'] as const;

/** The category form: the fields of the category command it shows, checked as the server will. */
export const categorySchema = createCategorySchema.pick([
  'name',
  'cyrillic_name',
  'season',
  'public',
]);
/** What the form shows for each message the schema may answer. */
export const categoryTexts: FormTexts = nameTexts;
export type CategoryInput = yup.InferType<typeof categorySchema>;

const categoriesHooks = catalogueHooks<Category, CategoryInput>('/admin/categories', categoriesKey);
export const useCategories = categoriesHooks.useList;
/** Every category (for pickers): up to 100, in the list's order. */
export const useCategoryOptions = categoriesHooks.useOptions;

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

export const useSaveCategory = categoriesHooks.useSave;

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

export const useDeleteCategory = categoriesHooks.useDelete;
