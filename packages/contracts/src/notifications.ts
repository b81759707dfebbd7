import { z } from 'zod';
import type { Page } from './page';

/**
 * What a member can be told about. `announcement` is never stored as a notification: it is read
 * from the published announcements in the member's language (see docs/decisions/004-notifications.md).
 */
export const notificationKinds = [
  'kyc_approved',
  'kyc_rejected',
  'ticket_reply',
  'deposit_approved',
  'deposit_rejected',
  'chain_deposit_credited',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_paid',
  'stake_expiry',
  'surrender_approved',
  'surrender_rejected',
  'profile_reward',
  'announcement',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Kinds a service may store with notifyMember; announcements come from the news table instead. */
export type StoredNotificationKind = Exclude<NotificationKind, 'announcement'>;

/**
 * The values each kind carries, all strings so they interpolate straight into texts. Amounts are
 * wire decimals ("12.000000"); dates ISO-8601; reasons from staff are shown as typed.
 */
export interface NotificationParamsByKind {
  kyc_approved: Record<string, never>;
  kyc_rejected: { reason: string; note?: string };
  ticket_reply: { ticket_id: string; title: string };
  deposit_approved: { deposit_id: string; amount: string };
  deposit_rejected: { deposit_id: string; amount: string; reason: string };
  /** A BEP-20 transfer read from the chain and credited (by the watcher, a submission or staff). */
  chain_deposit_credited: { chain_deposit_id: string; tx_hash: string; amount: string };
  withdrawal_approved: { withdrawal_id: string; amount: string };
  withdrawal_rejected: { withdrawal_id: string; amount: string; reason: string };
  withdrawal_paid: { withdrawal_id: string; amount: string };
  stake_expiry: { stake_id: string; amount: string; expires_at: string };
  /** amount: what returned to point1 (principal minus the penalty). */
  surrender_approved: { stake_id: string; amount: string };
  /** amount: the stake's principal, which stays staked. */
  surrender_rejected: { stake_id: string; amount: string; reason: string };
  /** amount: the voucher points (point5) granted once for a complete profile (decision 010, audit D8). */
  profile_reward: { amount: string };
  announcement: { news_id: string; title: string };
}

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationPaths = {
  list: '/api/notification/list',
  unreadCount: '/api/notification/unread-count',
  read: '/api/notification/read',
} as const;

/**
 * Stored notifications have numeric ids; announcements are "news-<id>" so one read call covers
 * both without the two id spaces colliding.
 */
export const NOTIFICATION_ID_PATTERN = /^(?:[1-9]\d{0,17}|news-[1-9]\d{0,17})$/;

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** A page of notifications; the server builds its schema with page(notificationItemSchema). */
export type NotificationPage = Page<NotificationItem>;

/** What unread-count and read answer. */
export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationReadInput = z.union([
  z.object({ id: z.string({ error: 'required' }).regex(NOTIFICATION_ID_PATTERN, 'invalid') }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationReadInput = z.infer<typeof notificationReadInput>;
