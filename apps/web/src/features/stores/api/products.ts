import {
  type AdminProduct,
  type AdminProductSummary,
  storePaths,
  type storeProductEditInput,
  type StoreProductInput,
  type storeProductStatusInput,
  type storeRestockInput,
} from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { pageQueryOptions } from '@/lib/paged-query';
import { storeKeys } from './keys';
import { storeRowQueryOptions, useStoreRowCall } from './store-call';

export const getStoreProductsQueryOptions = (page: number) =>
  pageQueryOptions<AdminProductSummary>(storeKeys.productPage(page), storePaths.products, { page });

export const useStoreProducts = (page: number) => useQuery(getStoreProductsQueryOptions(page));

export const getStoreProductQueryOptions = (id: string) =>
  storeRowQueryOptions<AdminProduct>(storeKeys.product(id), storePaths.product, id);

export const useStoreProduct = (id: string) => useQuery(getStoreProductQueryOptions(id));

const useProductCall = <Body>(path: string) =>
  useStoreRowCall<Body, AdminProduct>(path, storeKeys.product, storeKeys.products());

export const useCreateStoreProduct = () => useProductCall<StoreProductInput>(storePaths.products);
export const useEditStoreProduct = () =>
  useProductCall<z.input<typeof storeProductEditInput>>(storePaths.productUpdate);
export const useStoreProductStatus = () =>
  useProductCall<z.input<typeof storeProductStatusInput>>(storePaths.productStatus);
export const useRestockStoreVariant = () =>
  useProductCall<z.input<typeof storeRestockInput>>(storePaths.variantRestock);

/** Adds a picture (the form's `id` and `image`); the answer is the product with its pictures. */
export const useUploadStoreProductImage = () => useProductCall<FormData>(storePaths.productImages);
export const useRemoveStoreProductImage = () => useProductCall<{ id: string }>(storePaths.productImageRemove);

/**
 * One of the store's pictures as an object URL: the store's route sends it whatever the product's
 * status, and an <img src> could not send the session token.
 */
export const useStoreImage = (url: string | null) =>
  usePrivateFile(privateFileQueryOptions(storeKeys.image(url ?? ''), url, { retry: false })).url;
