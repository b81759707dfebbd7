import {
  type BonusRecord,
  type InvestRecord,
  type ProfitRecord,
  type QuitRecord,
  type Page,
  stakingPaths,
} from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type StakingRecordKind, stakingKeys } from './keys';

interface RecordOf {
  profit: ProfitRecord;
  invest: InvestRecord;
  quit: QuitRecord;
}
const pathOf = {
  profit: stakingPaths.getStakingRecord,
  invest: stakingPaths.investRecord,
  quit: stakingPaths.quitRecord,
} as const;

export const getStakingRecordsQueryOptions = <K extends StakingRecordKind>(kind: K, page: number) =>
  queryOptions({
    queryKey: stakingKeys.records(kind, page),
    queryFn: ({ signal }) => api.get<Page<RecordOf[K]>>(pathOf[kind], { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStakingRecords = <K extends StakingRecordKind>(kind: K, page: number) =>
  useQuery(getStakingRecordsQueryOptions(kind, page));

export const getBonusRecordsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: stakingKeys.bonus(page),
    queryFn: ({ signal }) => api.get<Page<BonusRecord>>(stakingPaths.bonusRecord, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBonusRecords = (page: number) => useQuery(getBonusRecordsQueryOptions(page));
