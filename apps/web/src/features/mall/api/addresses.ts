import {
  type Address,
  type AddressInput,
  type AddressUpdateInput,
  type MallIdInput,
  mallPaths,
} from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mallKeys } from './keys';

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: mallKeys.addresses(),
    queryFn: ({ signal }) => api.get<Address[]>(mallPaths.addresses, { signal }),
  });

export const useAddresses = () => useQuery(getAddressesQueryOptions());

/**
 * Saving one address may change another (a new default clears the old), so every change answers the
 * whole list; after a refusal the list is read again.
 */
function useAddressChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Address[]>(path, body),
    onSuccess: (list) => queryClient.setQueryData(mallKeys.addresses(), list),
    onError: () => queryClient.invalidateQueries({ queryKey: mallKeys.addresses() }),
  });
}

export const useAddAddress = () => useAddressChange<AddressInput>(mallPaths.addresses);
export const useUpdateAddress = () => useAddressChange<AddressUpdateInput>(mallPaths.addressUpdate);
export const useDeleteAddress = () => useAddressChange<MallIdInput>(mallPaths.addressDelete);
