import type { DayRange } from '../record-days';
import type { RecordFilter } from './get-wallet-records';
import { memberKeys } from '@/lib/query-keys';

/** Query keys of the member's money, under the shared wallet root (lib/query-keys.ts). */
export const walletKeys = {
  all: memberKeys.wallet(),
  info: () => [...walletKeys.all, 'info'] as const,
  records: (filter: RecordFilter, page: number) => [...walletKeys.all, 'records', filter, page] as const,
  transfers: (range: DayRange, page: number) => [...walletKeys.all, 'transfers', range, page] as const,
  report: (from: string, to: string) => [...walletKeys.all, 'report', from, to] as const,
  withdrawRules: () => [...walletKeys.all, 'withdraw-rules'] as const,
  withdrawals: (range: DayRange, page: number) => [...walletKeys.all, 'withdrawals', range, page] as const,
  bankInfo: () => [...walletKeys.all, 'bank-info'] as const,
  depositOptions: () => [...walletKeys.all, 'deposit-options'] as const,
  chainDeposits: (page: number) => [...walletKeys.all, 'chain-deposits', page] as const,
  deposits: (range?: DayRange, page?: number) =>
    range === undefined
      ? ([...walletKeys.all, 'deposits'] as const)
      : ([...walletKeys.all, 'deposits', range, page] as const),
};
