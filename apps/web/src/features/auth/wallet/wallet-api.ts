import {
  type LinkedWallet,
  type WalletLoginInput,
  type WalletLoginResult,
  type WalletNonce,
  paths,
} from '@tandem/contracts';
import { api } from '@/lib/api-client';

// Login calls go without the stored token: a stale one must not turn a login into "session ended".
export const walletNonce = () => api.post<WalletNonce>(paths.auth.walletNonce, {}, { as: 'none' });
export const walletLogin = (input: WalletLoginInput) =>
  api.post<WalletLoginResult>(paths.auth.walletLogin, input, { as: 'none' });

export const walletLinkNonce = () => api.post<WalletNonce>(paths.member.walletLinkNonce);
export const linkWallet = (input: { message: string; signature: string }) =>
  api.post<LinkedWallet>(paths.member.linkWallet, input);
export const unlinkWallet = (secPassword: string) =>
  api.post<LinkedWallet>(paths.member.unlinkWallet, { sec_password: secPassword });
