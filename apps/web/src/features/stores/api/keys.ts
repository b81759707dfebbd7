import type { OrderStatus } from '@tandem/contracts';
import { memberKeys } from '@/lib/query-keys';

/** Query keys of the member's store: under `member`, so an ended session drops them with the rest. */
export const storeKeys = {
  all: [...memberKeys.all, 'store'] as const,
  mine: () => [...storeKeys.all, 'mine'] as const,
  logo: () => [...storeKeys.all, 'logo'] as const,
  products: () => [...storeKeys.all, 'products'] as const,
  productPage: (page: number) => [...storeKeys.products(), 'list', page] as const,
  product: (id: string) => [...storeKeys.products(), 'detail', id] as const,
  /** A picture at its store address (a picture never changes at one address). */
  image: (url: string) => [...storeKeys.all, 'image', url] as const,
  orders: () => [...storeKeys.all, 'orders'] as const,
  orderPage: (status: OrderStatus | null, page: number) => [...storeKeys.orders(), 'list', status, page] as const,
  order: (id: string) => [...storeKeys.orders(), 'detail', id] as const,
};
