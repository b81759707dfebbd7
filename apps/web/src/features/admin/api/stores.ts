import { type AdminStore, type StoreStatus, adminStorePaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { pageQueryOptions } from '@/lib/paged-query';
import type { FinanceQueueParams } from './finance';
import { adminKeys } from './keys';

/** The applications queue shows what waits for a decision and what was turned down. */
export const storeQueueStatuses = ['pending', 'rejected'] as const satisfies readonly StoreStatus[];
export type StoreQueueStatus = (typeof storeQueueStatuses)[number];
export type StoreQueueParams = FinanceQueueParams<StoreQueueStatus>;

/** The stores list: every store, or those of one status. */
export type StoreListParams = { page: number; status?: StoreStatus };

/** Under `admin`, so signing out drops the stores with the rest of the back office. */
export const storeAdminKeys = {
  all: [...adminKeys.all, 'stores'] as const,
  lists: () => [...storeAdminKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeAdminKeys.lists(), params] as const,
  detail: (id: string) => [...storeAdminKeys.all, 'detail', id] as const,
  logo: (id: string) => [...storeAdminKeys.all, 'logo', id] as const,
};

/** One page of stores and applications, newest first; the queue and the list read the same call. */
export const getAdminStoresQueryOptions = (params: StoreListParams) =>
  pageQueryOptions<AdminStore>(storeAdminKeys.list(params), adminStorePaths.list, params);

export const useAdminStores = (params: StoreListParams) => useQuery(getAdminStoresQueryOptions(params));

export const getAdminStoreQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeAdminKeys.detail(id),
    queryFn: () => api.get<AdminStore>(adminStorePaths.detail(id)),
  });

export const useAdminStore = (id: string) => useQuery(getAdminStoreQueryOptions(id));

/** The store's logo is private like KYC images: fetched with the staff token, shown through an object URL. */
export function useAdminStoreLogo(id: string) {
  return usePrivateFile(privateFileQueryOptions(storeAdminKeys.logo(id), adminStorePaths.logo(id)));
}

/** A staff decision on a store: approve a waiting application; reject it or suspend a store, saying why. */
export type StoreDecision = { action: 'approve' } | { action: 'reject' | 'suspend'; reason: string };

/** The call a decision makes: its path and body (approval has no reason). */
export function storeDecisionRequest(id: string, decision: StoreDecision): { path: string; body: object } {
  if (decision.action === 'approve') return { path: adminStorePaths.approve(id), body: {} };
  const path = decision.action === 'reject' ? adminStorePaths.reject(id) : adminStorePaths.suspend(id);
  return { path, body: { reason: decision.reason } };
}

export function useDecideStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: StoreDecision }) => {
      const request = storeDecisionRequest(id, decision);
      return api.post<AdminStore>(request.path, request.body);
    },
    // Also after a failure: STATE_CHANGED means someone else decided, and the screens should show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeAdminKeys.all }),
  });
}

/** Pays every store order that is due now (the server's job does the same every few minutes). */
export const useRunStorePayouts = () =>
  useMutation({ mutationFn: () => api.post<{ paid_orders: number }>(adminStorePaths.payoutRun) });
