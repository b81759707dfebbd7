import { type OrderStatus, type StoreOrder, type StoreOrderStepInput, storePaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { isStoreRowId } from './ids';
import { storeKeys } from './keys';

export const getStoreOrdersQueryOptions = (status: OrderStatus | null, page: number) =>
  pageQueryOptions<StoreOrder>(storeKeys.orderPage(status, page), storePaths.orders, { page, status });

export const useStoreOrders = (status: OrderStatus | null, page: number) =>
  useQuery(getStoreOrdersQueryOptions(status, page));

export const getStoreOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.order(id),
    queryFn: ({ signal }) => api.get<StoreOrder>(storePaths.order, { query: { id }, signal }),
    enabled: isStoreRowId(id),
    retry: false,
  });

export const useStoreOrder = (id: string) => useQuery(getStoreOrderQueryOptions(id));

/** A step answers the order as it now is; the lists are read again (its status tab changed). */
function useOrderCall<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<StoreOrder>(path, body),
    onSuccess: (order) => {
      queryClient.setQueryData(storeKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: storeKeys.orders() });
    },
  });
}

/** processing, ready to ship, shipped (company and tracking number) or ready for pick-up. */
export const useStoreOrderStep = () => useOrderCall<StoreOrderStepInput>(storePaths.orderStep);
/** The buyer collected it (ORDER_NO_READY_PICKUP unless it was ready for pick-up). */
export const useConfirmPickup = () => useOrderCall<{ id: string }>(storePaths.confirmPickup);
