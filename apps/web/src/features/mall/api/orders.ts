import {
  type CheckoutInput,
  type MallIdInput,
  type OrderDetail,
  type OrderRequestInput,
  type OrderStatus,
  type OrderSummary,
  mallPaths,
} from '@tandem/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { pageQueryOptions } from '@/lib/paged-query';
import { refreshMemberMoney } from '@/lib/query-keys';
import { isRowId } from './get-catalogue';
import { mallKeys } from './keys';

export const getOrdersQueryOptions = (status: OrderStatus | null, page: number) =>
  pageQueryOptions<OrderSummary>(mallKeys.orderPage(status, page), mallPaths.orders, { page, status });

export const useOrders = (status: OrderStatus | null, page: number) => useQuery(getOrdersQueryOptions(status, page));

export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mallKeys.order(id),
    queryFn: ({ signal }) => api.get<OrderDetail>(mallPaths.order, { query: { id }, signal }),
    enabled: isRowId(id),
    retry: false,
  });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));

/** Balances and orders may have moved, whether the call went through or not. */
const refreshAfterOrderChange = (queryClient: QueryClient) =>
  Promise.all([refreshMemberMoney(queryClient), queryClient.invalidateQueries({ queryKey: mallKeys.orders() })]);

/**
 * After a checkout the cart is empty too. It is only marked stale, not read again at once: the checkout
 * page still shows it, and an empty cart there would send the member back to the cart instead of on to
 * the new order. The next page that shows the cart reads it.
 */
const refreshAfterCheckout = (queryClient: QueryClient) =>
  Promise.all([
    refreshAfterOrderChange(queryClient),
    queryClient.invalidateQueries({ queryKey: mallKeys.cart(), refetchType: 'none' }),
  ]);

/** Pays for the cart: one Idempotency-Key per attempt, the secondary password in the body. */
export const useCheckout = () => useKeyedMutation<CheckoutInput, OrderDetail>(mallPaths.checkout, refreshAfterCheckout);

/** Cancelling refunds what was paid, so it is a keyed money call like checkout. */
export const useCancelOrder = () =>
  useKeyedMutation<MallIdInput, OrderDetail>(mallPaths.cancelOrder, refreshAfterOrderChange);

export const useConfirmReceipt = () =>
  useKeyedMutation<MallIdInput, OrderDetail>(mallPaths.confirmReceipt, refreshAfterOrderChange);

/** An exchange or error request on received goods (the back office answers it); answers the order. */
export function useOrderRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRequestInput) => api.post<OrderDetail>(mallPaths.orderRequest, body),
    onSuccess: (order) => queryClient.setQueryData(mallKeys.order(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mallKeys.orders() }),
  });
}
