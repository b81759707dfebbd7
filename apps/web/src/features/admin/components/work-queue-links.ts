import type { WorkQueueKind } from '@tandem/contracts';
import { paths } from '@/config/paths';

/** Where each queue opens, on what waits (the pending filter, or each screen's own default). */
export const workQueueLinks: Record<WorkQueueKind, string> = {
  deposits: `${paths.admin.finance}?tab=deposits&status=pending`,
  withdrawals: `${paths.admin.finance}?tab=withdrawals&status=pending`,
  chain_deposits: `${paths.admin.finance}?tab=chain-deposits&status=unmatched`,
  adjustments: `${paths.admin.finance}?tab=adjustments&status=pending`,
  kyc: `${paths.admin.kyc}?status=pending`,
  surrenders: `${paths.admin.staking}?tab=surrenders`,
  tickets: `${paths.admin.tickets}?filter=unread`,
  contact: paths.admin.unhandledContactMessages,
  mall_requests: `${paths.admin.mallOrders}?tab=requests&status=pending`,
  store_applications: `${paths.admin.storeApplications}?status=pending`,
};

/** Which sidebar entry (by its address) counts which queues in its badge. */
export const navQueues: Record<string, readonly WorkQueueKind[]> = {
  [paths.admin.finance]: ['deposits', 'withdrawals', 'chain_deposits', 'adjustments'],
  [paths.admin.kyc]: ['kyc'],
  [paths.admin.staking]: ['surrenders'],
  [paths.admin.tickets]: ['tickets'],
  [paths.admin.contactMessages]: ['contact'],
  [paths.admin.mallOrders]: ['mall_requests'],
  [paths.admin.storeApplications]: ['store_applications'],
};

/** The settlement days' table. */
export const settlementDaysLink = `${paths.admin.staking}?tab=days`;
