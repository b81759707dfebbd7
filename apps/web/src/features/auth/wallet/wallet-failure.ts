import { openNoticeModal } from '@/components/notice-modal';
import { i18n } from '@/lib/i18n';
import { notifyError, notifyInfo, notifyWarning } from '@/lib/notify';
import { NoWalletAddressError, WalletConnectUnreachableError, isUserRejection } from './sign-in-with-ethereum';

/**
 * A wallet login or link that did not go through, in the member's words: no address → the login-failed
 * dialog; cancelled in the wallet → a neutral note; WalletConnect's relay unreachable → say so; the
 * rest (the server's refusals among them) → the usual error notice.
 */
export function notifyWalletFailure(error: unknown) {
  if (error instanceof NoWalletAddressError) openNoticeModal({ message: i18n.t('auth:wallet.loginFailed') });
  else if (isUserRejection(error)) notifyInfo('auth:wallet.rejected');
  else if (error instanceof WalletConnectUnreachableError) notifyWarning('auth:wallet.walletConnectUnreachable');
  else notifyError(error);
}
