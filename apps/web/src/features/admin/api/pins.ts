import {
  type AdminPin,
  type IssuePinInput,
  type IssuePinResult,
  type PinStatus,
  adminPinPaths,
} from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { adminKeys } from './keys';

/** The codes screen's search: a code, a holder's username, a status; empty ones stay out of the key. */
export type PinListParams = {
  code?: string;
  owner?: string;
  status?: PinStatus;
  page: number;
};

/** Under `admin`, so signing out drops the codes with the rest of the back office. */
export const pinAdminKeys = {
  all: [...adminKeys.all, 'pins'] as const,
  list: (params: PinListParams) => [...pinAdminKeys.all, 'list', params] as const,
};

export const getAdminPinsQueryOptions = (params: PinListParams) =>
  pageQueryOptions<AdminPin>(pinAdminKeys.list(params), adminPinPaths.list, params);

export const useAdminPins = (params: PinListParams) => useQuery(getAdminPinsQueryOptions(params));

/** Issuing and voiding change the list (and the audit log): fetch it again whatever the outcome. */
function usePinMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinAdminKeys.all }),
  });
}

export const useIssuePins = () =>
  usePinMutation((input: IssuePinInput) => api.post<IssuePinResult>(adminPinPaths.list, input));

export const useVoidPin = () =>
  usePinMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<AdminPin>(adminPinPaths.void(id), { reason }),
  );
