import { type TransferResult, type WalletTransferInput, walletPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMemberMoney } from '@/lib/query-keys';

export type TransferPayload = WalletTransferInput & { idempotencyKey: string };

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: TransferPayload) =>
      api.post<TransferResult>(walletPaths.walletTransfer, body, { idempotencyKey }),
    // A refused transfer can still mean the balance moved elsewhere (another tab), so refresh either way.
    onSettled: () => refreshMemberMoney(queryClient),
  });
}
