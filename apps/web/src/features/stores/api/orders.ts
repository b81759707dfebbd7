import { type OrderStatus, type StoreOrder, type StoreOrderStepInput, storePaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { storeKeys } from './keys';
import { storeRowQueryOptions, useStoreRowCall } from './store-call';

export const getStoreOrdersQueryOptions = (status: OrderStatus | null, page: number) =>
  pageQueryOptions<StoreOrder>(storeKeys.orderPage(status, page), storePaths.orders, { page, status });

export const useStoreOrders = (status: OrderStatus | null, page: number) =>
  useQuery(getStoreOrdersQueryOptions(status, page));

export const getStoreOrderQueryOptions = (id: string) =>
  storeRowQueryOptions<StoreOrder>(storeKeys.order(id), storePaths.order, id);

export const useStoreOrder = (id: string) => useQuery(getStoreOrderQueryOptions(id));

const useOrderCall = <Body>(path: string) =>
  useStoreRowCall<Body, StoreOrder>(path, storeKeys.order, storeKeys.orders());

/** processing, ready to ship, shipped (company and tracking number) or ready for pick-up. */
export const useStoreOrderStep = () => useOrderCall<StoreOrderStepInput>(storePaths.orderStep);
/** The buyer collected it (ORDER_NO_READY_PICKUP unless it was ready for pick-up). */
export const useConfirmPickup = () => useOrderCall<{ id: string }>(storePaths.confirmPickup);
