import { type ChangeWalletInput, type SwapResult, walletPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMemberMoney } from '@/lib/query-keys';

export type SwapPayload = ChangeWalletInput & { idempotencyKey: string };

export function useSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: SwapPayload) =>
      api.post<SwapResult>(walletPaths.changeWallet, body, { idempotencyKey }),
    onSettled: () => refreshMemberMoney(queryClient),
  });
}
