import { type AdminCategory, type CategoryInput, mallAdminPaths } from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, apiRequest } from '@/lib/api-client';
import { mallAdminKeys } from './keys';
import { listQueryOptions } from './list-query-options';

/** Every category, shown and hidden: a short list the server answers whole. */
export const getMallCategoriesQueryOptions = () =>
  listQueryOptions<AdminCategory>(mallAdminKeys.categories(), mallAdminPaths.categories);

export const useMallCategories = () => useQuery(getMallCategoriesQueryOptions());

/** A category's name in the reader's language, or English where it has none. */
export function useCategoryName() {
  const { i18n } = useTranslation();
  return (category: AdminCategory) => category.names[i18n.language] || category.names.en || `#${category.id}`;
}

/** The categories as choices of a select (a product's, a filter's), named in the reader's language. */
export function useMallCategoryOptions() {
  const categories = useMallCategories();
  const nameOf = useCategoryName();
  return (categories.data ?? []).map((category) => ({ value: category.id, label: nameOf(category) }));
}

export function useSaveMallCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryInput }) =>
      id
        ? apiRequest<AdminCategory>('PUT', mallAdminPaths.category(id), { body: input })
        : api.post<AdminCategory>(mallAdminPaths.categories, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallAdminKeys.categories() }),
  });
}
