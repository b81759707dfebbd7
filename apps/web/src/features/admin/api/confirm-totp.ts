import { type StaffMe, adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const confirmTotpSetup = (code: string) => api.post<StaffMe>(adminPaths.totpSetup, { code });
export const verifyTotp = (code: string) => api.post<StaffMe>(adminPaths.totp, { code });

/** Second step, first sign-in (`setup`) or later (`verify`); on success the session is full. */
export function useConfirmTotp(mode: 'setup' | 'verify') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mode === 'setup' ? confirmTotpSetup : verifyTotp,
    // The setup secret stays cached until sign-out: fetching it again now would be refused.
    onSuccess: (me) => queryClient.setQueryData(adminKeys.me(), me),
  });
}
