import { type BankInfo, moneyDeskPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** The member's bound payout details: bank account and BEP-20 address. */
export const getBankInfoQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.bankInfo(),
    queryFn: ({ signal }) => api.get<BankInfo>(moneyDeskPaths.bankInfo, { signal }),
  });

export const useBankInfo = () => useQuery(getBankInfoQueryOptions());
