import { Box } from '@mantine/core';
import type { Language } from '@tandem/contracts';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { logout } from '@/features/auth/api/logout';
import { openLoginModal } from '@/features/auth/modals';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useHasUnreadTicket } from '@/features/tickets/api/get-unread';
import { useUnreadNotificationCount } from '@/features/notifications/api/notifications';
import { updateMemberInfo } from '@/features/member/api/update-member-info';
import { useWalletSessionEvents } from '@/features/auth/wallet/use-wallet-session-events';
import { useLookup } from '@/lib/global-api';
import { changeLanguage, i18n } from '@/lib/i18n';
import { registerNavigator } from '@/lib/navigation';
import { accountLanguageToAdopt } from '@/lib/start-language';
import { memberSession, useMemberToken } from '@/lib/session';
import { BootOverlay } from './shell/boot-overlay';
import { BottomNav } from './shell/bottom-nav';
import { LoginRequired } from './shell/login-required';
import { MemberHeader } from './shell/member-header';
import classes from './shell/shell.module.css';
import { requiredSetupPath } from './shell/required-setup-path';
import { useApiEvents, useRouteProgress } from './shell/use-shell-effects';
import { paths } from '@/config/paths';

// Mantine's Modal (focus trap, scroll lock, transitions) loads only when the site is in maintenance (issue 14).
const MaintenanceModal = lazy(() => import('./shell/maintenance-modal').then((m) => ({ default: m.MaintenanceModal })));

const isWithdrawPath = (pathname: string) =>
  pathname === paths.member.withdrawInfo || pathname.startsWith(`${paths.member.withdrawInfo}/`);

/**
 * The member app shell for /web/* and /register: header, bottom navigation, login guard, the
 * redirects member info calls for, the session-ended and maintenance handling.
 */
export default function MemberLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const token = useMemberToken();
  const isLoggedIn = token !== null;
  const memberInfo = useMemberInfo();
  const lookup = useLookup();
  const hasUnreadTicket = useHasUnreadTicket(isLoggedIn);
  const unreadNotifications = useUnreadNotificationCount(isLoggedIn);
  const [isMaintenanceAnswered, setIsMaintenanceAnswered] = useState(false);
  const isMaintenance = lookup.data?.SITE_ON === '0' || isMaintenanceAnswered;
  // Mounted from the first maintenance on, so the dialog still closes with its transition when the site is back.
  const [hasMaintenanceModal, setHasMaintenanceModal] = useState(false);
  if (isMaintenance && !hasMaintenanceModal) setHasMaintenanceModal(true);
  const requiresLogin = matches.some(
    (match) => (match.handle as { requiresLogin?: boolean } | undefined)?.requiresLogin,
  );

  useEffect(() => registerNavigator(navigate), [navigate]);
  useRouteProgress();
  useWalletSessionEvents(token);
  useApiEvents(
    navigate,
    useCallback(() => setIsMaintenanceAnswered(true), []),
  );

  // Entering a protected page logged out opens the login modal over a "please log in" state. Only on
  // arrival: a session that ends while the member stays put is handled by the 401 path instead.
  useEffect(() => {
    if (!requiresLogin || memberSession.getToken()) return;
    if (isWithdrawPath(location.pathname)) memberSession.clear();
    openLoginModal();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, requiresLogin]);

  // Signed in on a device where no language was chosen yet, the app takes the account's (decision 017).
  const accountLanguage = accountLanguageToAdopt(memberInfo.data?.language, i18n.language);
  useEffect(() => {
    if (accountLanguage) void changeLanguage(accountLanguage);
  }, [accountLanguage]);

  const setupPath = requiredSetupPath(memberInfo.data, location.pathname);
  useEffect(() => {
    if (setupPath) navigate(setupPath, { replace: true });
  }, [setupPath, navigate]);

  const onLogout = useCallback(async () => {
    await logout();
    navigate(paths.member.homepage, { replace: true });
  }, [navigate]);

  // The account remembers the language too, so mails and notices reach the member in it.
  const onLanguageChanged = useCallback(
    (language: Language) => {
      if (isLoggedIn) updateMemberInfo({ language }).catch(() => undefined);
    },
    [isLoggedIn],
  );

  const onRetryMaintenance = async () => {
    const result = await lookup.refetch();
    if (result.data?.SITE_ON === '1') setIsMaintenanceAnswered(false);
  };

  return (
    <Box mih="100dvh">
      <MemberHeader
        username={memberInfo.data?.username ?? null}
        isLoggedIn={isLoggedIn}
        hasUnreadTicket={isLoggedIn && hasUnreadTicket.data === true}
        unreadNotifications={isLoggedIn ? (unreadNotifications.data ?? 0) : 0}
        onLogin={openLoginModal}
        onLogout={onLogout}
        onLanguageChanged={onLanguageChanged}
      />
      <Box component="main" className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          {requiresLogin && !isLoggedIn ? (
            <LoginRequired onLogin={openLoginModal} />
          ) : setupPath ? (
            <PageLoader />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </Box>
      <BottomNav isLoggedIn={isLoggedIn} onLoginRequired={openLoginModal} />
      {hasMaintenanceModal && (
        <Suspense fallback={null}>
          <MaintenanceModal opened={isMaintenance} onRetry={onRetryMaintenance} isRetrying={lookup.isFetching} />
        </Suspense>
      )}
      <BootOverlay />
    </Box>
  );
}
