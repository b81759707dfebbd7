import { modals } from '@mantine/modals';
import { type ReactNode, Suspense } from 'react';
import { PageLoader } from './page-loader';

/**
 * Opens a modal through the Mantine modal manager. Its content renders outside the router and the
 * page's Suspense boundary, so it gets its own: a lazily loaded form or a dictionary still loading
 * shows a spinner inside the dialog instead of blanking the page.
 */
export function openAppModal(options: {
  modalId?: string;
  title: ReactNode;
  children: ReactNode;
  size?: string | number;
  fullScreen?: boolean;
  testId?: string;
  onClose?: () => void;
}): string {
  return modals.open({
    modalId: options.modalId,
    title: options.title,
    size: options.size ?? 'md',
    fullScreen: options.fullScreen,
    centered: true,
    onClose: options.onClose,
    // The modal root carries the test id so end-to-end tests can wait for it.
    ...(options.testId ? { 'data-testid': options.testId } : {}),
    children: <Suspense fallback={<PageLoader />}>{options.children}</Suspense>,
  });
}

export const closeAppModal = (modalId: string) => modals.close(modalId);

/**
 * Opens a modal that asks one question and resolves to the answer: what `form` hands to its `answer`
 * (which also closes the modal), or null when the member closes it. Settles once.
 */
export function askInModal<T>(
  options: { title: ReactNode; testId: string },
  form: (answer: (value: T | null) => void) => ReactNode,
): Promise<T | null> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (value: T | null) => {
      if (isSettled) return;
      isSettled = true;
      resolve(value);
    };
    const modalId: string = openAppModal({
      ...options,
      onClose: () => settle(null),
      children: form((value) => {
        settle(value);
        modals.close(modalId);
      }),
    });
  });
}
