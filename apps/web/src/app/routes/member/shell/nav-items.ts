import type { ComponentType } from 'react';
import { IconChartPie, IconCoins, IconReport, IconUser, IconUsers } from '@/components/icons';
import { paths } from '@/config/paths';

/** The five bottom-navigation entries of spec section 2; `requiresLogin` mirrors the router's flags. */
export const bottomNavItems: Array<{
  key: 'portfolio' | 'asset' | 'team' | 'report' | 'profile';
  to: string;
  icon: ComponentType<{ size?: number }>;
  requiresLogin: boolean;
}> = [
  { key: 'portfolio', to: paths.member.homepage, icon: IconChartPie, requiresLogin: false },
  { key: 'asset', to: paths.member.staking, icon: IconCoins, requiresLogin: true },
  { key: 'team', to: paths.member.myTeam, icon: IconUsers, requiresLogin: true },
  { key: 'report', to: paths.member.report, icon: IconReport, requiresLogin: false },
  { key: 'profile', to: paths.member.profile, icon: IconUser, requiresLogin: false },
];
