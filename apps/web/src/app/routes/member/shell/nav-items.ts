import type { ComponentType } from 'react';
import { IconChartPie, IconCoins, IconReport, IconUser, IconUsers } from '@/components/icons';

/** The five bottom-navigation entries of spec section 2; `requiresLogin` mirrors the router's flags. */
export const bottomNavItems: Array<{
  key: 'portfolio' | 'asset' | 'team' | 'report' | 'profile';
  to: string;
  icon: ComponentType<{ size?: number }>;
  requiresLogin: boolean;
}> = [
  { key: 'portfolio', to: '/web/homepage', icon: IconChartPie, requiresLogin: false },
  { key: 'asset', to: '/web/staking', icon: IconCoins, requiresLogin: true },
  { key: 'team', to: '/web/myTeam', icon: IconUsers, requiresLogin: true },
  { key: 'report', to: '/web/report', icon: IconReport, requiresLogin: false },
  { key: 'profile', to: '/web/profile', icon: IconUser, requiresLogin: false },
];
