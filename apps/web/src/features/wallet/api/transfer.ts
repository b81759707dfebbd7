import { type TransferResult, type WalletTransferInput, walletPaths } from '@tandem/contracts';
import { type WithIdempotencyKey, useKeyedMutation } from '@/lib/keyed-mutation';
import { refreshMemberMoney } from '@/lib/query-keys';

export type TransferPayload = WithIdempotencyKey<WalletTransferInput>;

export const useTransfer = () =>
  useKeyedMutation<WalletTransferInput, TransferResult>(walletPaths.walletTransfer, refreshMemberMoney);
