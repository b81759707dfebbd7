import type { Mall, OrderStatus } from '@tandem/contracts';
import { memberKeys } from '@/lib/query-keys';

/** Query keys of the mall: under `member`, so an ended session drops the cart and orders with the rest. */
export const mallKeys = {
  all: [...memberKeys.all, 'mall'] as const,
  categories: (mall: Mall, language: string) => [...mallKeys.all, 'categories', mall, language] as const,
  // Titles come in the member's language, so it is part of the catalogue's keys: switching refetches.
  products: (mall: Mall, categoryId: string | null, search: string, page: number, language: string) =>
    [...mallKeys.all, 'products', mall, categoryId, search, page, language] as const,
  product: (id: string, language: string) => [...mallKeys.all, 'product', id, language] as const,
  cart: () => [...mallKeys.all, 'cart'] as const,
  addresses: () => [...mallKeys.all, 'addresses'] as const,
  orders: () => [...mallKeys.all, 'orders'] as const,
  orderPage: (status: OrderStatus | null, page: number) => [...mallKeys.orders(), 'list', status, page] as const,
  order: (id: string) => [...mallKeys.orders(), 'detail', id] as const,
};
