import { type SwapResult, type WalletName, walletPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMemberMoney } from '@/lib/query-keys';

export interface SwapPayload {
  from_wallet: WalletName;
  to_wallet: WalletName;
  amount: string;
  sec_password: string;
  idempotencyKey: string;
}

export function useSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: SwapPayload) =>
      api.post<SwapResult>(walletPaths.changeWallet, body, { idempotencyKey }),
    onSettled: () => refreshMemberMoney(queryClient),
  });
}
