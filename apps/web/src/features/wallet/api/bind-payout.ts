import { type BankInfo, type UpdateAddressInput, type UserBankInput, moneyDeskPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export function useBindAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAddressInput) => api.post<BankInfo>(moneyDeskPaths.updateAddress, input),
    onSuccess: (info) => queryClient.setQueryData(walletKeys.bankInfo(), info),
  });
}

export function useBindBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserBankInput) => api.post<BankInfo>(moneyDeskPaths.userBank, input),
    onSuccess: (info) => queryClient.setQueryData(walletKeys.bankInfo(), info),
  });
}
