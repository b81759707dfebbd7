import type { RecordFilter } from './get-wallet-records';
import { memberKeys } from '@/lib/query-keys';

/** Query keys of the member's money, under the shared wallet root (lib/query-keys.ts). */
export const walletKeys = {
  all: memberKeys.wallet(),
  info: () => [...walletKeys.all, 'info'] as const,
  records: (filter: RecordFilter, page: number) => [...walletKeys.all, 'records', filter, page] as const,
  transfers: (page: number) => [...walletKeys.all, 'transfers', page] as const,
  report: (from: string, to: string) => [...walletKeys.all, 'report', from, to] as const,
  withdrawRules: () => [...walletKeys.all, 'withdraw-rules'] as const,
  withdrawals: (page: number) => [...walletKeys.all, 'withdrawals', page] as const,
  bankInfo: () => [...walletKeys.all, 'bank-info'] as const,
  depositOptions: () => [...walletKeys.all, 'deposit-options'] as const,
  chainDeposits: (page: number) => [...walletKeys.all, 'chain-deposits', page] as const,
  deposits: (page?: number) =>
    page === undefined ? ([...walletKeys.all, 'deposits'] as const) : ([...walletKeys.all, 'deposits', page] as const),
};
