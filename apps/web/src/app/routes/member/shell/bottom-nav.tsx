import { memo } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { bottomNavItems } from './nav-items';
import classes from './shell.module.css';

/**
 * The bottom navigation. A protected entry tapped while logged out opens the login modal instead of
 * navigating (spec section 2). Memoized: the member shell re-renders at each answer of its queries, and these props
 * seldom change (issue 14).
 */
export const BottomNav = memo(function BottomNav({
  isLoggedIn,
  onLoginRequired,
}: {
  isLoggedIn: boolean;
  onLoginRequired: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('nav.label')} className={classes.bottomNav} data-testid="bottom-nav">
      <Group className={classes.bottomNavInner} gap={0} wrap="nowrap" justify="space-around">
        {bottomNavItems.map((item) => {
          const isActive = pathname === item.to || pathname.startsWith(`${item.to}/`);
          const Icon = item.icon;
          return (
            <UnstyledButton
              key={item.key}
              component={Link}
              to={item.to}
              className={classes.bottomNavItem}
              data-active={isActive || undefined}
              aria-current={isActive ? 'page' : undefined}
              data-testid={`bottom-nav-${item.key}`}
              onClick={(event) => {
                if (item.requiresLogin && !isLoggedIn) {
                  event.preventDefault();
                  onLoginRequired();
                }
              }}
            >
              <Icon size={22} />
              <Text component="span" size="xs" className={classes.bottomNavLabel}>
                {t(`nav.${item.key}`)}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
});
