import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  type Mall,
  type OrderStatus,
  type StaffOrderStepInput,
  mallAdminPaths,
} from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { recordQueryOptions } from '@/lib/record-query';
import { mallAdminKeys } from './keys';

/**
 * The order list's filters as the address spells them: `from` and `to` are days (YYYY-MM-DD) of the
 * reader's calendar, both included.
 */
export type MallOrderListParams = {
  page: number;
  status?: OrderStatus;
  mall?: Mall;
  member?: string;
  order_no?: string;
  from?: string;
  to?: string;
  /** One store member's orders (the store's id). */
  store?: string;
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a day of the reader's calendar starts, `days` later, as the API takes it (an ISO
 * instant); undefined for anything that is not a day, so a mistyped address filters nothing.
 */
export function dayStart(day: string | undefined, days = 0): string | undefined {
  if (!day || !DAY_PATTERN.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + days);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/** The API's query for the filters: the days become the instants their range covers (`to` is exclusive there). */
export const ordersQueryOf = (params: MallOrderListParams) => ({
  ...params,
  from: dayStart(params.from),
  to: dayStart(params.to, 1),
});

export const getMallOrdersQueryOptions = (params: MallOrderListParams) =>
  pageQueryOptions<AdminOrderSummary>(mallAdminKeys.orders(params), mallAdminPaths.orders, ordersQueryOf(params));

export const useMallOrders = (params: MallOrderListParams) => useQuery(getMallOrdersQueryOptions(params));

export const getMallOrderQueryOptions = (id: string) =>
  recordQueryOptions<AdminOrderDetail>(mallAdminKeys.order(id), mallAdminPaths.order(id));

export const useMallOrder = (id: string) => useQuery(getMallOrderQueryOptions(id));

/**
 * The staff's next step for one order. Whatever the answer, the order and the lists are read again:
 * a refused step (a colleague moved it first) must show where the order really is.
 */
export function useMoveMallOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: StaffOrderStepInput) => api.post<unknown>(mallAdminPaths.orderStatus(id), step),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mallAdminKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: mallAdminKeys.orders() }),
      ]),
  });
}
