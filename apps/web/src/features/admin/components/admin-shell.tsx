import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffPermission } from '@tandem/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@/lib/config';
import { useStaffMe } from '../api/get-me';
import { useStaffLogout } from '../api/logout';
import { useWorkQueue } from '../api/get-work-queue';
import { navQueues } from './work-queue-links';
import { AdminLanguageMenu } from './admin-language-menu';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';

const navItems: Array<{ to: string; labelKey: string; permission: StaffPermission; isEnd?: boolean }> = [
  { to: paths.admin.root, labelKey: 'nav.dashboard', permission: 'dashboard.read', isEnd: true },
  { to: paths.admin.members, labelKey: 'nav.members', permission: 'members.read' },
  { to: paths.admin.kyc, labelKey: 'nav.kyc', permission: 'kyc.review' },
  { to: paths.admin.finance, labelKey: 'nav.finance', permission: 'finance.deposits' },
  { to: paths.admin.staking, labelKey: 'nav.staking', permission: 'staking.read' },
  { to: paths.admin.tickets, labelKey: 'nav.tickets', permission: 'tickets.manage' },
  { to: paths.admin.contactMessages, labelKey: 'nav.contact', permission: 'contact.read' },
  { to: paths.admin.news, labelKey: 'nav.news', permission: 'news.manage' },
  { to: paths.admin.settings, labelKey: 'nav.settings', permission: 'settings.read' },
  { to: paths.admin.audit, labelKey: 'nav.audit', permission: 'audit.read' },
  { to: paths.admin.staff, labelKey: 'nav.staff', permission: 'staff.manage' },
  { to: paths.admin.pins, labelKey: 'nav.pins', permission: 'members.read' },
  { to: paths.admin.mallProducts, labelKey: 'nav.mallProducts', permission: 'mall.catalogue' },
  { to: paths.admin.mallOrders, labelKey: 'nav.mallOrders', permission: 'mall.orders' },
  { to: paths.admin.storeApplications, labelKey: 'nav.stores', permission: 'stores.review' },
];

/** The signed-in back office: header, a navbar that folds into a burger on phones, and the page. */
export function AdminShell() {
  const { t } = useTranslation(['admin', 'admin-sign-in']);
  const [isNavOpen, nav] = useDisclosure(false);
  const { data: me } = useStaffMe();
  const logout = useStaffLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const workQueue = useWorkQueue();
  /** What waits behind a sidebar entry: the sum of its queues the role may act on. */
  const waitingAt = (to: string) =>
    (workQueue.data?.queues ?? [])
      .filter((item) => navQueues[to]?.includes(item.queue))
      .reduce((sum, item) => sum + item.count, 0);

  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate(paths.admin.login, { replace: true }) });
  const isActive = (to: string, isEnd?: boolean) =>
    isEnd ? location.pathname === to || location.pathname === `${to}/` : location.pathname.startsWith(to);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.menu')}
              data-testid="admin-burger"
            />
            <Text fw={700} truncate>
              {t('admin-sign-in:brand', { product: PRODUCT_NAME })}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <AdminLanguageMenu />
            <Button variant="light" size="compact-sm" onClick={signOut} loading={logout.isPending} visibleFrom="sm">
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={t('nav.menu')}>
        <AppShell.Section grow component={ScrollArea}>
          {navItems
            .filter((item) => me?.permissions.includes(item.permission))
            .map((item) => {
              const waiting = waitingAt(item.to);
              const slug = item.to.split('/').pop();
              return (
                <NavLink
                  key={item.to}
                  component={RouterNavLink}
                  to={item.to}
                  end={item.isEnd}
                  label={t(item.labelKey)}
                  active={isActive(item.to, item.isEnd)}
                  onClick={nav.close}
                  rightSection={
                    waiting > 0 ? (
                      <Badge size="sm" color="orange" circle={waiting < 10} data-testid={`admin-nav-badge-${slug}`}>
                        {waiting}
                      </Badge>
                    ) : null
                  }
                  data-testid={`admin-nav-${slug}`}
                />
              );
            })}
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap={4} p="xs">
            {me ? (
              // A long name is cut (whole on hover), never the role beside it: the badge keeps its width.
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate title={me.username} data-testid="admin-username">
                  {me.username}
                </Text>
                <Badge variant="light" size="sm" style={{ flexShrink: 0 }} data-testid="admin-role">
                  {t(`roles.${me.role}`)}
                </Badge>
              </Group>
            ) : null}
            <Button variant="subtle" color="gray" size="compact-sm" onClick={signOut} hiddenFrom="sm">
              {t('nav.logout')}
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        {/* Each page loads its own code and dictionaries: the shell stays while it does. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
