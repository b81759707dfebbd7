import { type FinanceReport, recordPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** The member's totals per type between two business dates (inclusive, YYYY-MM-DD). */
export const getFinanceReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: walletKeys.report(from, to),
    queryFn: ({ signal }) => api.get<FinanceReport>(recordPaths.financeReport, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFinanceReport = (from: string, to: string) => useQuery(getFinanceReportQueryOptions(from, to));
