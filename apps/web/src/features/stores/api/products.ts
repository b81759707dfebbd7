import {
  type AdminProduct,
  type AdminProductSummary,
  storePaths,
  type storeProductEditInput,
  type StoreProductInput,
  type storeProductStatusInput,
  type storeRestockInput,
} from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { isStoreRowId } from './ids';
import { storeKeys } from './keys';

export const getStoreProductsQueryOptions = (page: number) =>
  pageQueryOptions<AdminProductSummary>(storeKeys.productPage(page), storePaths.products, { page });

export const useStoreProducts = (page: number) => useQuery(getStoreProductsQueryOptions(page));

export const getStoreProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => api.get<AdminProduct>(storePaths.product, { query: { id }, signal }),
    enabled: isStoreRowId(id),
    retry: false,
  });

export const useStoreProduct = (id: string) => useQuery(getStoreProductQueryOptions(id));

/**
 * Every product call answers the product as it now is: it replaces the cached one and the pages
 * are read again (stock, status and titles show there).
 */
function useProductCall<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<AdminProduct>(path, body),
    onSuccess: (product) => {
      queryClient.setQueryData(storeKeys.product(product.id), product);
      return queryClient.invalidateQueries({ queryKey: storeKeys.products(), exact: false });
    },
  });
}

export const useCreateStoreProduct = () => useProductCall<StoreProductInput>(storePaths.products);
export const useEditStoreProduct = () =>
  useProductCall<z.input<typeof storeProductEditInput>>(storePaths.productUpdate);
export const useStoreProductStatus = () =>
  useProductCall<z.input<typeof storeProductStatusInput>>(storePaths.productStatus);
export const useRestockStoreVariant = () =>
  useProductCall<z.input<typeof storeRestockInput>>(storePaths.variantRestock);
