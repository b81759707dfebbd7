import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in pre-rendered HTML and while React hydrates it, true once the page's handlers are attached.
 * A form sent before then would be submitted natively by the browser: a reload that loses what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
