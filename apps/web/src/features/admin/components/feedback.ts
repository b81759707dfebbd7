import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * How the back office reports outcomes: a server failure as its catalogue text (`errors:CODE`, red;
 * an unknown failure as `internalError`, yellow), a success in green. A 401 is left to the shell,
 * which ends the session once.
 */
export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'internalError';
  const key = `errors:${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors:REQUEST_FAIL');
}

export function notifyAdminError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  const isBug = !(error instanceof ApiError) || error.code === 'internalError';
  notifications.show({ color: isBug ? 'yellow' : 'red', message: errorText(error), 'data-testid': 'admin-error' });
}

export function notifyAdminSuccess(key: string) {
  notifications.show({ color: 'teal', message: i18n.t(key), 'data-testid': 'admin-success' });
}

/** A field error key (contracts' zod messages, or the server's `data.fields`) as text. */
export function fieldErrorText(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const full = `errors:field.${key}`;
  return i18n.exists(full) ? i18n.t(full) : i18n.t('errors:field.invalid');
}

export function notifyAdminWarning(key: string) {
  notifications.show({ color: 'yellow', message: i18n.t(key), 'data-testid': 'admin-warning' });
}
