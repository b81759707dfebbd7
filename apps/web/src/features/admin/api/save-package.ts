import { type AdminStakingPackage, type PackageInput, stakingAdminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { stakingAdminKeys } from './keys';

/** Creates a package (`id` null) or replaces one, then refreshes the package list. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PackageInput }) =>
      id === null
        ? api.post<AdminStakingPackage>(stakingAdminPaths.packages, input)
        : apiRequest<AdminStakingPackage>('PUT', stakingAdminPaths.package(id), { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stakingAdminKeys.packages() }),
  });
}
