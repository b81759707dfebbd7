import type { AdjustmentStatus, DepositStatus, KycImageSide, WithdrawalStatus } from '@tandem/contracts';
import type { FinanceQueueParams } from './finance';
import type { TicketInboxParams } from './tickets';
import type { NewsListParams } from './news';
import type { KycQueueParams } from './kyc-review';
import type { MallOrderListParams } from './mall-orders';
import type { MallProductListParams } from './mall-products';
import type { MallRequestListParams } from './mall-requests';
/** What the list screens ask for; empty filters are left out so they do not split the cache. */
export type MemberListParams = {
  q?: string;
  status?: 'active' | 'frozen';
  page: number;
};
export type AuditListParams = {
  page: number;
  staff?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
};
export type ContactMessageListParams = {
  page: number;
  handled?: 'true' | 'false';
};

/**
 * The key of a list with filters: without `params`, every page and filter of it (what a change
 * invalidates); with them, the one page asked for.
 */
const listKey = <K extends readonly unknown[], P>(key: K, params?: P) =>
  params === undefined ? key : ([...key, params] as const);

/** Query keys of the back office; everything sits under `admin` so signing out drops it all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  totpSetup: () => [...adminKeys.all, 'totp-setup'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
  memberList: (query: MemberListParams) => [...adminKeys.members(), 'list', query] as const,
  member: (id: string) => [...adminKeys.members(), 'detail', id] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: (query: AuditListParams) => [...adminKeys.all, 'audit', query] as const,
  contactMessages: () => [...adminKeys.all, 'contact-messages'] as const,
  contactMessageList: (query: ContactMessageListParams) => [...adminKeys.contactMessages(), query] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
};

/** Under `admin`, so signing out drops the staking data with everything else. */
export const stakingAdminKeys = {
  all: () => [...adminKeys.all, 'staking'] as const,
  packages: () => [...stakingAdminKeys.all(), 'packages'] as const,
  surrenders: (page: number) => [...stakingAdminKeys.all(), 'surrenders', page] as const,
  settlementDays: () => [...stakingAdminKeys.all(), 'settlement-days'] as const,
  ranks: () => [...stakingAdminKeys.all(), 'ranks'] as const,
};

/** Under `admin`, so signing out drops the finance data with everything else. */
export const financeKeys = {
  all: () => [...adminKeys.all, 'finance'] as const,
  deposits: (params: FinanceQueueParams<DepositStatus>) => [...financeKeys.all(), 'deposits', params] as const,
  withdrawals: (params: FinanceQueueParams<WithdrawalStatus>) => [...financeKeys.all(), 'withdrawals', params] as const,
  screenshot: (id: string) => [...financeKeys.all(), 'screenshot', id] as const,
  adjustments: (params: FinanceQueueParams<AdjustmentStatus>) => [...financeKeys.all(), 'adjustments', params] as const,
  memberWallet: (id: string, page: number) => [...financeKeys.all(), 'member-wallet', id, page] as const,
  liabilities: () => [...financeKeys.all(), 'liabilities'] as const,
};

/** Under `admin`, so signing out drops them with the rest of the back office. */
export const ticketAdminKeys = {
  all: [...adminKeys.all, 'tickets'] as const,
  inbox: (params?: TicketInboxParams) => listKey([...ticketAdminKeys.all, 'inbox'] as const, params),
  thread: (id: string) => [...ticketAdminKeys.all, 'thread', id] as const,
  /** Every language's canned replies, or one list (`all` for the unfiltered one). */
  cannedLists: () => [...ticketAdminKeys.all, 'canned'] as const,
  canned: (language?: string) => [...ticketAdminKeys.cannedLists(), language ?? 'all'] as const,
  attachment: (id: string) => [...ticketAdminKeys.all, 'attachment', id] as const,
};

export const newsAdminKeys = {
  all: [...adminKeys.all, 'news'] as const,
  list: (params?: NewsListParams) => listKey([...newsAdminKeys.all, 'list'] as const, params),
  one: (id: string) => [...newsAdminKeys.all, 'one', id] as const,
  image: (path: string) => [...newsAdminKeys.all, 'image', path] as const,
};

/** Under `admin`, so signing out drops the KYC data with everything else. */
export const kycReviewKeys = {
  all: () => [...adminKeys.all, 'kyc'] as const,
  queue: (params: KycQueueParams) => [...kycReviewKeys.all(), 'queue', params] as const,
  detail: (id: string) => [...kycReviewKeys.all(), 'detail', id] as const,
  image: (id: string, side: KycImageSide) => [...kycReviewKeys.all(), 'image', id, side] as const,
};

/** Under `admin`, so signing out drops the mall's data with the rest of the back office. */
export const mallAdminKeys = {
  all: [...adminKeys.all, 'mall'] as const,
  categories: () => [...mallAdminKeys.all, 'categories'] as const,
  products: (params?: MallProductListParams) => listKey([...mallAdminKeys.all, 'products'] as const, params),
  product: (id: string) => [...mallAdminKeys.all, 'product', id] as const,
  image: (url: string) => [...mallAdminKeys.all, 'image', url] as const,
  orders: (params?: MallOrderListParams) => listKey([...mallAdminKeys.all, 'orders'] as const, params),
  order: (id: string) => [...mallAdminKeys.all, 'order', id] as const,
  requests: (params?: MallRequestListParams) => listKey([...mallAdminKeys.all, 'requests'] as const, params),
};
