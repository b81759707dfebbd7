import { type ChangeWalletInput, type SwapResult, walletPaths } from '@tandem/contracts';
import { type WithIdempotencyKey, useKeyedMutation } from '@/lib/keyed-mutation';
import { refreshMemberMoney } from '@/lib/query-keys';

export type SwapPayload = WithIdempotencyKey<ChangeWalletInput>;

export const useSwap = () =>
  useKeyedMutation<ChangeWalletInput, SwapResult>(walletPaths.changeWallet, refreshMemberMoney);
