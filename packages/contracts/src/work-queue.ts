import { z } from 'zod';
import { moneyString } from './money';
import type { StaffPermission } from './admin';

/**
 * The back office's work queue (the dashboard, GET workQueuePaths.workQueue): what waits for staff, how
 * long the oldest has waited, the last settlement day, what is owed against the treasury, and the last
 * days' activity. Each part is answered only to a role that may act on it (docs/decisions/021-work-queue.md).
 */
export const workQueuePaths = {
  workQueue: '/api/admin/work-queue',
} as const;

/** The queues the dashboard counts, and the permission that lets a role act on each. */
export const workQueueKinds = [
  'deposits',
  'withdrawals',
  'chain_deposits',
  'adjustments',
  'kyc',
  'surrenders',
  'tickets',
  'contact',
  'mall_requests',
  'store_applications',
] as const;
export type WorkQueueKind = (typeof workQueueKinds)[number];

export const workQueuePermissions = {
  deposits: 'finance.deposits',
  withdrawals: 'finance.withdrawals',
  chain_deposits: 'finance.deposits',
  adjustments: 'finance.adjustments',
  kyc: 'kyc.review',
  surrenders: 'staking.surrender',
  tickets: 'tickets.manage',
  contact: 'contact.handle',
  mall_requests: 'mall.orders',
  store_applications: 'stores.review',
} as const satisfies Record<WorkQueueKind, StaffPermission>;

/** How many days of activity the charts show, today included. */
export const WORK_QUEUE_CHART_DAYS = 30;

export const workQueueItemSchema = z.object({
  queue: z.enum(workQueueKinds),
  count: z.number().int(),
  /** When the oldest waiting item arrived (null when the queue is empty). */
  oldest_at: z.string().nullable(),
  /** How long it has waited, by the server's clock (null when the queue is empty). */
  oldest_age_seconds: z.number().int().nullable(),
});
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;

export const workQueueDaySchema = z.object({
  /** The business day, YYYY-MM-DD in BUSINESS_TZ. */
  day: z.string(),
  signups: z.number().int(),
  /** Money fields are null for a role without finance.reports. */
  deposits: moneyString.nullable().describe('approved deposits credited, by the day they were decided'),
  withdrawals: moneyString.nullable().describe('withdrawals approved or paid, by the day they were requested'),
  stakes: moneyString.nullable().describe('principal staked that day'),
});
export type WorkQueueDay = z.infer<typeof workQueueDaySchema>;

export const workQueueSchema = z.object({
  /** Only the queues the caller's role may act on, in workQueueKinds order. */
  queues: z.array(workQueueItemSchema),
  /** The latest settlement day; null before the first one. */
  settlement: z
    .object({
      business_day: z.string(),
      is_business_day: z.boolean(),
      status: z.enum(['running', 'finished']),
      started_at: z.string(),
      finished_at: z.string().nullable(),
    })
    .nullable(),
  /** Owed to members against the treasury (finance.reports only, else null). */
  money: z
    .object({
      owed_usdt: moneyString.describe("members' USDT accounts, unclaimed profit and the mall escrow"),
      treasury_usdt: moneyString.describe('net of the treasury account: money in minus money out'),
      fee_revenue_usdt: moneyString,
      approved_unpaid: moneyString,
    })
    .nullable(),
  days: z.array(workQueueDaySchema),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;
