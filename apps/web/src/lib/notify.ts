import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * The one place failures and confirmations become notices (spec section 8): a business error is a red
 * notice in the member's language, an unknown failure or 500 a yellow `internalError` warning. A 401 is
 * left to the shell, which says `unauthorized` once and ends the session.
 */
export function notifyError(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    if (error.code === 'internalError') return notifyWarning('errors:internalError');
    notifications.show({ color: 'red', message: errorMessage(error), 'data-testid': 'notice-error' });
    return;
  }
  notifyWarning('errors:internalError');
}

/** A failure in the reader's words: its catalogue text, REQUEST_FAIL for a code this build does not know. */
export function errorMessage(error: unknown): string {
  const key = `errors:${error instanceof ApiError ? error.code : 'internalError'}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors:REQUEST_FAIL');
}

/** A warning: `key` is a full i18n key such as `errors:copy_error` or `admin-sign-in:sessionEnded`. */
export function notifyWarning(key: string) {
  notifications.show({ color: 'yellow', message: i18n.t(key), 'data-testid': 'notice-warning' });
}

/** A confirmation: `key` is a full i18n key such as `errors:otp_sent` or `member:account.saved`. */
export function notifySuccess(key: string) {
  notifications.show({ color: 'teal', message: i18n.t(key), 'data-testid': 'notice-success' });
}

/** A neutral note, e.g. "nothing to save". */
export function notifyInfo(key: string) {
  notifications.show({ color: 'blue', message: i18n.t(key), 'data-testid': 'notice-info' });
}
