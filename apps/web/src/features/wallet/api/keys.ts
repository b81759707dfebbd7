import type { WalletName } from '@tandem/contracts';

/**
 * Query keys of the member's money: under `member`, so an ended session drops them with the rest.
 * Balances also show in the member info (get-member-info), whose key is repeated here because features
 * never import each other.
 */
export const walletKeys = {
  all: ['member', 'wallet'] as const,
  info: () => [...walletKeys.all, 'info'] as const,
  records: (wallet: WalletName, type: string | null, page: number) =>
    [...walletKeys.all, 'records', wallet, type, page] as const,
  transfers: (page: number) => [...walletKeys.all, 'transfers', page] as const,
  report: (from: string, to: string) => [...walletKeys.all, 'report', from, to] as const,
  withdrawRules: () => [...walletKeys.all, 'withdraw-rules'] as const,
  withdrawals: (page: number) => [...walletKeys.all, 'withdrawals', page] as const,
  bankInfo: () => [...walletKeys.all, 'bank-info'] as const,
  depositOptions: () => [...walletKeys.all, 'deposit-options'] as const,
  deposits: (page: number) => [...walletKeys.all, 'deposits', page] as const,
  memberInfo: () => ['member', 'info'] as const,
};
