import { ActionIcon, Box, Button, Group, Indicator } from '@mantine/core';
import type { Language } from '@tandem/contracts';
import { type ReactNode, Suspense, lazy, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBell, IconHeadset } from '@/components/icons';
import { LanguageMenu } from '@/components/language-menu';
import { AccountButton } from './account-button';
import classes from './shell.module.css';
import { paths } from '@/config/paths';
import { loadOnIntent } from '@/lib/on-demand';

// The menu's code loads when the member first reaches for it, keeping it out of the first load.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

export interface MemberHeaderProps {
  /** Null while logged out; the username while the member info loads is not known yet. */
  username: string | null;
  isLoggedIn: boolean;
  /**
   * The latest support ticket has a reply the member has not read. Tickets arrive in a later issue,
   * which feeds this from the ticket list (`user_read`); until then it stays false.
   */
  hasUnreadTicket?: boolean;
  /** Unread notifications and announcements, shown on the bell. */
  unreadNotifications?: number;
  onLogin: () => void;
  onLogout: () => void;
  onLanguageChanged?: (lng: Language) => void;
}

/** The header's two places: the public site, and the app (DAPP), which stands out. */
const placeLinks = [
  { to: paths.landing.root, label: 'header.home', testId: 'header-home', variant: 'subtle', color: 'gray', px: 6 },
  { to: paths.member.homepage, label: 'header.dapp', testId: 'header-dapp', variant: 'light', px: 8 },
] as const;

/** A round icon link of the header; `label` names it for screen readers, `data-*` carry its state for tests. */
function HeaderIconLink({
  to,
  label,
  testId,
  children,
  ...data
}: {
  to: string;
  label: string;
  testId: string;
  children: ReactNode;
  'data-unread'?: boolean;
  'data-unread-count'?: number;
}) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-testid={testId}
      {...data}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * Header of spec section 2: Home, DAPP, language, customer service, notifications (logged in), login. Memoized: the
 * member shell re-renders at each answer of its queries, and these props seldom change (issue 14).
 */
export const MemberHeader = memo(function MemberHeader({
  username,
  isLoggedIn,
  hasUnreadTicket = false,
  unreadNotifications = 0,
  onLogin,
  onLogout,
  onLanguageChanged,
}: MemberHeaderProps) {
  const { t } = useTranslation('common');
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  return (
    <Box component="header" className={classes.header} data-testid="member-header">
      <Group className={classes.headerInner} justify="space-between" wrap="nowrap" gap={4}>
        <Group gap={2} wrap="nowrap">
          {placeLinks.map(({ to, label, testId, ...look }) => (
            <Button key={testId} component={Link} to={to} size="compact-sm" data-testid={testId} {...look}>
              {t(label)}
            </Button>
          ))}
        </Group>
        <Group gap={2} wrap="nowrap">
          <LanguageMenu onChanged={onLanguageChanged} />
          <HeaderIconLink
            to={paths.member.customerService}
            label={hasUnreadTicket ? t('header.customerServiceUnread') : t('header.customerService')}
            testId="header-customer-service"
            data-unread={hasUnreadTicket || undefined}
          >
            <Indicator disabled={!hasUnreadTicket} color="red" size={8} offset={2}>
              <IconHeadset size={20} />
            </Indicator>
          </HeaderIconLink>
          {isLoggedIn ? (
            // The spec's system icon: it leads to /web/system (notifications, announcements, news) and
            // carries the unread count of notifications and announcements.
            <HeaderIconLink
              to={paths.member.system}
              label={t('header.system')}
              testId="header-notifications"
              data-unread-count={unreadNotifications}
            >
              <Indicator
                disabled={unreadNotifications <= 0}
                color="red"
                size={16}
                offset={2}
                label={unreadNotifications > 99 ? '99+' : unreadNotifications}
                data-testid="header-notifications-count"
              >
                <IconBell size={20} />
              </Indicator>
            </HeaderIconLink>
          ) : null}
          {isLoggedIn ? (
            isMenuWanted ? (
              <Suspense fallback={<AccountButton username={username} />}>
                <AccountMenu username={username} onLogout={onLogout} defaultOpened />
              </Suspense>
            ) : (
              <AccountButton
                username={username}
                aria-haspopup="menu"
                aria-expanded={false}
                onClick={() => setIsMenuWanted(true)}
                {...loadOnIntent(loadAccountMenu)}
              />
            )
          ) : (
            <Button size="compact-sm" px={10} onClick={onLogin} data-testid="header-login">
              {t('header.login')}
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
});
