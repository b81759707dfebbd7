import { type Mall, type MallCategory, type ProductCard, type ProductDetail, mallPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { mallKeys } from './keys';

/** An id the server could know: anything else is "not found" without asking. */
export const isRowId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

export const getCategoriesQueryOptions = (mall: Mall, language: string) =>
  queryOptions({
    queryKey: mallKeys.categories(mall, language),
    queryFn: ({ signal }) => api.get<MallCategory[]>(mallPaths.categories, { query: { mall }, signal }),
    staleTime: 5 * 60_000,
  });

export const useCategories = (mall: Mall, language: string) => useQuery(getCategoriesQueryOptions(mall, language));

/** A page of one mall's products, titles in the member's language (kept on the server; the language menu sets it). */
export const getProductsQueryOptions = (
  mall: Mall,
  categoryId: string | null,
  search: string,
  page: number,
  language: string,
) =>
  pageQueryOptions<ProductCard>(mallKeys.products(mall, categoryId, search, page, language), mallPaths.products, {
    page,
    mall,
    category_id: categoryId,
    q: search || null,
  });

export const useProducts = (mall: Mall, categoryId: string | null, search: string, page: number, language: string) =>
  useQuery(getProductsQueryOptions(mall, categoryId, search, page, language));

/** One product, its title and description in the member's language. */
export const getProductQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: mallKeys.product(id, language),
    queryFn: ({ signal }) => api.get<ProductDetail>(mallPaths.product, { query: { id }, signal }),
    enabled: isRowId(id),
    retry: false,
  });

export const useProduct = (id: string, language: string) => useQuery(getProductQueryOptions(id, language));
