import { type ReceiverInfo, walletPaths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks who a username is before money goes there; a POST, so nothing about a member is cached. */
export const useCheckReceiver = () =>
  useMutation({
    mutationFn: (username: string) => api.post<ReceiverInfo>(walletPaths.checkReceiver, { username }),
  });
