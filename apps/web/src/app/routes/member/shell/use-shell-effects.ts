import { notifications } from '@mantine/notifications';
import { nprogress } from '@mantine/nprogress';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigation } from 'react-router';
import { onApiEvent } from '@/lib/api-client';
import { UNAUTHORIZED_REDIRECT_MS } from '@/lib/config';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { memberSession } from '@/lib/session';
import { paths } from '@/config/paths';

let hasShownFirstPage = false;

/** After each route change: back to the top, and the progress bar runs (spec section 2). */
export function useRouteProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => {
    // A lazily loaded page takes a moment: the bar shows it is coming.
    if (navigation.state === 'loading') nprogress.start();
  }, [navigation.state]);

  useEffect(() => {
    // The page a hard load opens is where the browser put it; scrolling there would only force a layout in the
    // middle of the first render's commit (a long task on a phone, issue 14).
    if (hasShownFirstPage) window.scrollTo({ top: 0 });
    hasShownFirstPage = true;
    nprogress.start();
    const timer = setTimeout(() => nprogress.complete(), 150);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/** The spec's loading indicator: shown as the app opens, hidden after 100 ms. */
export const LOADING_INDICATOR_MS = 100;
export function useInitialLoader() {
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setIsLoading(false), LOADING_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, []);
  return isLoading;
}

/**
 * Reacts to what any call may answer (spec section 8): a 401 says `unauthorized`, ends the session
 * and goes to /web after 2 s; maintenance raises the maintenance modal.
 */
export function useApiEvents(navigate: NavigateFunction, onMaintenance: () => void) {
  const isEnding = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onApiEvent((event) => {
      if (event.type === 'maintenance') return onMaintenance();
      if (event.scope !== 'member' || isEnding.current) return;
      // Several calls in flight fail together; the member hears it once.
      isEnding.current = true;
      notifications.show({
        color: 'red',
        message: i18n.t('errors:unauthorized'),
        'data-testid': 'notice-unauthorized',
      });
      memberSession.clear();
      queryClient.removeQueries({ queryKey: ['member'] });
      timer = setTimeout(() => {
        isEnding.current = false;
        navigate(paths.member.root, { replace: true });
      }, UNAUTHORIZED_REDIRECT_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [navigate, onMaintenance]);
}
