import type { TestApp } from '../../test/build-test-app';
import { useStaff } from '../../test/use-test-app';

/**
 * The people of the maker-checker tests: the superadmin, two finance staff (one asks, the other
 * decides) and a support agent, who may do neither.
 */
export function useAdjustmentStaff(t: TestApp) {
  const { admin, financemaker, financechecker, supportdesk } = useStaff(t, {
    financemaker: 'finance',
    financechecker: 'finance',
    supportdesk: 'support',
  });
  return { admin, maker: financemaker, checker: financechecker, support: supportdesk };
}
