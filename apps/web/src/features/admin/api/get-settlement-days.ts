import { type SettlementDayRow, stakingAdminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { stakingAdminKeys } from './keys';
import { listQueryOptions } from './list-query-options';

export const getSettlementDaysQueryOptions = () =>
  listQueryOptions<SettlementDayRow>(stakingAdminKeys.settlementDays(), stakingAdminPaths.settlementDays);

export const useSettlementDays = () => useQuery(getSettlementDaysQueryOptions());
