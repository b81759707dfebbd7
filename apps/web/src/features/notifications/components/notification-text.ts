import { type NotificationItem, kycRejectReasons } from '@tandem/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatUsdt } from '@/lib/format';
import { paths } from '@/config/paths';

const kycReasons: readonly string[] = kycRejectReasons;

/** Where tapping a notification takes the member: the page the decision is about. */
export function notificationTarget(item: NotificationItem): string | null {
  switch (item.kind) {
    case 'kyc_approved':
    case 'kyc_rejected':
      return paths.member.kyc;
    case 'ticket_reply':
      return item.params.ticket_id ? paths.member.ticket(item.params.ticket_id) : null;
    case 'deposit_approved':
    case 'deposit_rejected':
    case 'withdrawal_approved':
    case 'withdrawal_rejected':
    case 'withdrawal_paid':
      return paths.member.transaction;
    // The deposit page lists the on-chain deposits, where this one now shows credited.
    case 'chain_deposit_credited':
      return paths.member.deposit;
    case 'stake_expiry':
    case 'surrender_approved':
    case 'surrender_rejected':
      return paths.member.staking;
    // The voucher points landed in the wallet (point5).
    case 'profile_reward':
      return paths.member.wallet;
    case 'announcement':
      return paths.member.announcement;
  }
}

/** Title and body in the interface language, from the kind and its params. */
export function notificationText(item: NotificationItem, t: TFunction<'notifications'>, language: string) {
  const p = item.params;
  let reason = p.reason ?? '';
  if (item.kind === 'kyc_rejected') {
    reason = kycReasons.includes(reason) ? t(`kycReasons.${reason}` as 'kycReasons.other') : reason;
    if (p.note) reason = t('kycNote', { reason, note: p.note });
  }
  const values = {
    reason,
    title: p.title ?? '',
    amount: p.amount ? formatUsdt(p.amount, language) : '',
    date: p.expires_at ? formatDate(p.expires_at, language) : '',
  };
  return {
    title: t(`kinds.${item.kind}.title` as 'kinds.kyc_approved.title'),
    body: t(`kinds.${item.kind}.body` as 'kinds.kyc_approved.body', values),
  };
}
