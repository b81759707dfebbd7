import { type Store, type StoreApplicationFields, storePaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { storeKeys } from './keys';

/** The member's store or latest application; null when they never applied. */
export const getMyStoreQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.mine(),
    queryFn: ({ signal }) => api.get<Store | null>(storePaths.mine, { signal }),
  });

export const useMyStore = () => useQuery(getMyStoreQueryOptions());

/** The store's logo is private (the session token goes with it), so it is fetched as a blob. */
export function useMyStoreLogo() {
  return usePrivateFile(privateFileQueryOptions(storeKeys.logo(), storePaths.logo)).url;
}

export type StoreApplication = StoreApplicationFields & { logo: File };

/** The application is multipart: the text fields, then the logo. */
export const applyForStore = ({ logo, ...fields }: StoreApplication) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('logo', logo);
  return api.post<Store>(storePaths.apply, form);
};

export function useApplyForStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForStore,
    onSuccess: (store) => {
      queryClient.setQueryData(storeKeys.mine(), store);
      return queryClient.invalidateQueries({ queryKey: storeKeys.logo() });
    },
  });
}
