import {
  type AdminProduct,
  type AdminProductSummary,
  type MallVisibility,
  type NewVariantInput,
  type ProductEditInput,
  type ProductInput,
  type RestockInput,
  type VariantEditInput,
  mallAdminPaths,
} from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { pageQueryOptions } from '@/lib/paged-query';
import { recordQueryOptions } from '@/lib/record-query';
import { mallAdminKeys } from './keys';

export type MallProductListParams = {
  page: number;
  mall?: AdminProductSummary['mall'];
  category_id?: string;
  status?: MallVisibility;
  q?: string;
  /** One store member's products (the store's id). */
  store?: string;
};

export const getMallProductsQueryOptions = (params: MallProductListParams) =>
  pageQueryOptions<AdminProductSummary>(mallAdminKeys.products(params), mallAdminPaths.products, params);

export const useMallProducts = (params: MallProductListParams) => useQuery(getMallProductsQueryOptions(params));

export const getMallProductQueryOptions = (id: string) =>
  recordQueryOptions<AdminProduct>(mallAdminKeys.product(id), mallAdminPaths.product(id));

export const useMallProduct = (id: string) => useQuery(getMallProductQueryOptions(id));

/**
 * A change to a product or one of its parts (variants, images, stock): the list and the product are
 * read again, so a total stock or a cover picture on the list never lags behind the editor.
 */
function useProductMutation<T, R>(productId: string | null, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mallAdminKeys.products() }),
        productId ? queryClient.invalidateQueries({ queryKey: mallAdminKeys.product(productId) }) : null,
      ]),
  });
}

export const useSaveMallProduct = () =>
  useProductMutation(null, ({ id, input }: { id: string | null; input: ProductInput | ProductEditInput }) =>
    id
      ? apiRequest<AdminProduct>('PUT', mallAdminPaths.product(id), { body: input })
      : api.post<AdminProduct>(mallAdminPaths.products, input),
  );

/** Shows a product in its mall or hides it (the list's switch); `variables.id` says which row spins. */
export const useSetMallProductStatus = () =>
  useProductMutation(null, ({ id, status }: { id: string; status: MallVisibility }) =>
    api.post<AdminProduct>(mallAdminPaths.productStatus(id), { status }),
  );

export const useUploadMallProductImage = (productId: string) =>
  useProductMutation(productId, (file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return api.post<unknown>(mallAdminPaths.productImages(productId), form);
  });

export const useRemoveMallProductImage = (productId: string) =>
  useProductMutation(productId, (imageId: string) =>
    apiRequest<unknown>('DELETE', mallAdminPaths.productImage(imageId)),
  );

export const useAddMallVariant = (productId: string) =>
  useProductMutation(productId, (input: NewVariantInput) =>
    api.post<unknown>(mallAdminPaths.productVariants(productId), input),
  );

export const useEditMallVariant = (productId: string) =>
  useProductMutation(productId, ({ id, input }: { id: string; input: VariantEditInput }) =>
    apiRequest<unknown>('PUT', mallAdminPaths.variant(id), { body: input }),
  );

export const useRestockMallVariant = (productId: string) =>
  useProductMutation(productId, ({ id, input }: { id: string; input: RestockInput }) =>
    api.post<unknown>(mallAdminPaths.variantRestock(id), input),
  );

export const getMallImageQueryOptions = (url: string | null) =>
  privateFileQueryOptions(mallAdminKeys.image(url ?? ''), url, { retry: false });

/**
 * A product picture through the staff route (it shows hidden products' pictures too), as an object URL:
 * an <img src> could not send the staff token.
 */
export function useMallImage(url: string | null) {
  return usePrivateFile(getMallImageQueryOptions(url)).url;
}
