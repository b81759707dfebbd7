import {
  type BonusRecord,
  type InvestRecord,
  type ProfitRecord,
  type QuitRecord,
  stakingPaths,
} from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
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
  pageQueryOptions<RecordOf[K]>(stakingKeys.records(kind, page), pathOf[kind], { page });

export const useStakingRecords = <K extends StakingRecordKind>(kind: K, page: number) =>
  useQuery(getStakingRecordsQueryOptions(kind, page));

export const getBonusRecordsQueryOptions = (page: number) =>
  pageQueryOptions<BonusRecord>(stakingKeys.bonus(page), stakingPaths.bonusRecord, { page });

export const useBonusRecords = (page: number) => useQuery(getBonusRecordsQueryOptions(page));
