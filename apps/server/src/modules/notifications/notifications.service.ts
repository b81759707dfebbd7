import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type NotificationParamsByKind,
  type NotificationReadInput,
  type StoredNotificationKind,
  normalizeLanguage,
} from '@tandem/contracts';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { notificationMail } from '../../mail/notification-mail';
import {
  type NotificationRow,
  countFeed,
  findFeedPage,
  findMemberContact,
  findVisibleAnnouncement,
  insertNotification,
  insertOutboxMail,
  markAllAnnouncementsRead,
  markAllNotificationsRead,
  markAnnouncementRead,
  markNotificationRead,
} from './notifications.repository';
import { readCountedPage } from '../../lib/paging';

type NotifyDeps = Pick<Deps, 'clock' | 'config'>;
type NotificationDeps = Pick<Deps, 'db' | 'clock'>;

export interface NotifyMemberInput<K extends StoredNotificationKind> {
  memberId: bigint;
  kind: K;
  params: NotificationParamsByKind[K];
}

/**
 * Tells a member about a decision (announcements are not passed here: they reach members in-app
 * only, read straight from news). Call it with the transaction that makes the decision: the in-app
 * row and the mail (in the member's language, only when they have an email) commit or roll back
 * with it. The mail waits in mail_outbox and is sent after commit by the outbox worker.
 */
export async function notifyMember<K extends StoredNotificationKind>(
  trx: Database,
  deps: NotifyDeps,
  input: NotifyMemberInput<K>,
): Promise<void> {
  const now = deps.clock.now();
  const params = input.params as Record<string, string>;
  await insertNotification(trx, { memberId: input.memberId, kind: input.kind, params, at: now });
  const member = await findMemberContact(trx, input.memberId);
  const email = member?.email?.trim();
  if (!email) return;
  const mail = notificationMail({
    to: email,
    language: normalizeLanguage(member!.language),
    productName: deps.config.productName,
    kind: input.kind,
    params: input.params,
    timeZone: deps.config.businessTz,
  });
  await insertOutboxMail(trx, { to: mail.to, subject: mail.subject, body: mail.text, at: now });
}

function toItem(row: NotificationRow): NotificationItem {
  const params = typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, string>) : row.params;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params,
    read: row.is_read,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listNotifications(
  deps: NotificationDeps,
  member: { id: bigint; language: string },
  page: number,
): Promise<NotificationPage> {
  const now = deps.clock.now();
  return readCountedPage(
    page,
    NOTIFICATION_PAGE_SIZE,
    async () => (await countFeed(deps.db, member.id, member.language, now)).total,
    (limit, offset) => findFeedPage(deps.db, member.id, member.language, now, limit, offset),
    toItem,
  );
}

export async function countUnreadNotifications(deps: NotificationDeps, member: { id: bigint; language: string }) {
  const counts = await countFeed(deps.db, member.id, member.language, deps.clock.now());
  return { unread: counts.unread };
}

/**
 * Marks one notification (or announcement) read, or all of them. An id that is not the caller's
 * answers NOT_FOUND, the same as one that does not exist, so ids of others cannot be probed.
 */
export async function readNotifications(
  deps: NotificationDeps,
  member: { id: bigint; language: string },
  input: NotificationReadInput,
) {
  const now = deps.clock.now();
  if ('all' in input) {
    await inTransaction(deps.db, async (trx) => {
      await markAllNotificationsRead(trx, member.id, now);
      await markAllAnnouncementsRead(trx, member.id, member.language, now);
    });
  } else if (input.id.startsWith('news-')) {
    const newsId = BigInt(input.id.slice('news-'.length));
    if (!(await findVisibleAnnouncement(deps.db, newsId, member.language, now))) throw new AppError('NOT_FOUND');
    await markAnnouncementRead(deps.db, member.id, newsId, now);
  } else if (!(await markNotificationRead(deps.db, member.id, BigInt(input.id), now))) {
    throw new AppError('NOT_FOUND');
  }
  return countUnreadNotifications(deps, member);
}
