import {
  type AdminStakingPackage,
  type PackageInput,
  type RankRule,
  type RankRulesInput,
  type SettlementDayRow,
  type SurrenderQueueItem,
  stakingAdminPaths,
  teamAdminPaths,
} from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { stakingAdminKeys } from './keys';
import { listQueryOptions } from './list-query-options';

export const getAdminPackagesQueryOptions = () =>
  listQueryOptions<AdminStakingPackage>(stakingAdminKeys.packages(), stakingAdminPaths.packages);

export const useAdminPackages = () => useQuery(getAdminPackagesQueryOptions());

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

export const getSurrenderQueueQueryOptions = () =>
  listQueryOptions<SurrenderQueueItem>(stakingAdminKeys.surrenders(), stakingAdminPaths.surrenders);

export const useSurrenderQueue = () => useQuery(getSurrenderQueueQueryOptions());

export function useDecideSurrender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stakeId, decision, reason }: { stakeId: string; decision: 'approve' | 'reject'; reason: string }) =>
      api.post<unknown>(
        decision === 'approve'
          ? stakingAdminPaths.surrenderApprove(stakeId)
          : stakingAdminPaths.surrenderReject(stakeId),
        reason === '' ? {} : { reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stakingAdminKeys.all() }),
  });
}

export const getSettlementDaysQueryOptions = () =>
  listQueryOptions<SettlementDayRow>(stakingAdminKeys.settlementDays(), stakingAdminPaths.settlementDays);

export const useSettlementDays = () => useQuery(getSettlementDaysQueryOptions());

export const getRankRulesQueryOptions = () =>
  queryOptions({
    queryKey: stakingAdminKeys.ranks(),
    queryFn: () => api.get<RankRule[]>(teamAdminPaths.ranks),
  });

export const useRankRules = () => useQuery(getRankRulesQueryOptions());

export function useSaveRankRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RankRulesInput) => apiRequest<RankRule[]>('PUT', teamAdminPaths.ranks, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(stakingAdminKeys.ranks(), saved),
  });
}
