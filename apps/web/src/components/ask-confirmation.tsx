import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * "Are you sure?" in the app's own dialog (never the browser's `window.confirm`, which cannot be
 * styled or translated and blocks the page). Resolves true when confirmed, false when cancelled or
 * closed; the caller then does the action.
 */
export function askConfirmation(options: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel?: string;
  color?: string;
  /** The confirm button's test id. */
  testId: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (value: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: options.children,
      labels: { confirm: options.confirmLabel ?? i18n.t('common:confirm'), cancel: i18n.t('common:cancel') },
      confirmProps: { color: options.color, 'data-testid': options.testId } as Record<string, unknown>,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
