import { type LiabilityReport, financePaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

export const getLiabilityReportQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.liabilities(),
    queryFn: () => api.get<LiabilityReport>(financePaths.liabilities),
  });

export const useLiabilityReport = () => useQuery(getLiabilityReportQueryOptions());
