import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the member's data that several features read or make stale: the member info, the
 * homepage figures and the wallets. Everything sits under `member`, so an ended session drops it all at
 * once. Feature key factories build on these (features never import each other, so the shared roots
 * live here, once).
 */
export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
  homePage: () => [...memberKeys.all, 'home-page'] as const,
  wallet: () => [...memberKeys.all, 'wallet'] as const,
};

/**
 * After money moved (a transfer, a withdrawal, a stake): balances, records and reports are stale, and
 * so are the member info's wallet summary and the homepage figures. A refused call can still mean the
 * balance moved elsewhere (another tab), so callers run this either way.
 */
export const refreshMemberMoney = (queryClient: QueryClient) =>
  Promise.all(
    [memberKeys.wallet(), memberKeys.info(), memberKeys.homePage()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
