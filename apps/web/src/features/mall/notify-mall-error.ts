import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';

/**
 * notifyError for the mall's refusals. The spec spells two of its codes with a space (`Incorrect Mall`,
 * `Order not found`), and i18next reads a key with a space as natural language: `errors:Incorrect Mall`
 * is then not split at the colon, so lib/notify finds no text and says REQUEST_FAIL. Such codes are
 * looked up in the errors namespace by name here; everything else goes through notifyError as usual.
 * (Declaring nsSeparator in lib/i18n.ts would fix it for every screen; that file is not the mall's.)
 */
export function notifyMallError(error: unknown) {
  if (error instanceof ApiError && error.code.includes(' ') && i18n.exists(error.code, { ns: 'errors' })) {
    notifications.show({ color: 'red', message: i18n.t(error.code, { ns: 'errors' }), 'data-testid': 'notice-error' });
    return;
  }
  notifyError(error);
}
