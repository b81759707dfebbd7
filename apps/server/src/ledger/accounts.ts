import type { LedgerAccountKind, LedgerAsset } from '../db/schema';

/**
 * Accounts a member owns: the five wallets and the two holds (pending withdrawals, locked stake).
 * profit_claimable only keeps history: since migration 0012 unclaimed staking profit is the
 * platform's profit_payable, itemised per member by the unclaimed accrual lines.
 */
export const memberAccountKinds = [
  'point1',
  'point2',
  'point3',
  'point4',
  'point5',
  'withdrawal_hold',
  'stake_lock',
  'profit_claimable',
] as const satisfies readonly LedgerAccountKind[];
export type MemberAccountKind = (typeof memberAccountKinds)[number];

/**
 * The platform's side of every posting. They carry no cached balance (see migration 0003).
 * profit_payable is a liability: staking profit accrued and owed to members until they claim it.
 */
export const platformAccountKinds = [
  'treasury',
  'fee_revenue',
  'profit_expense',
  'profit_payable',
  'bonus_expense',
  'adjustments',
  'voucher_expense',
  'mall_escrow',
  'mall_revenue',
] as const satisfies readonly LedgerAccountKind[];
export type PlatformAccountKind = (typeof platformAccountKinds)[number];

/** Voucher points (point5) are their own asset and never mix with USDT. */
export function assetOfMemberAccount(kind: MemberAccountKind): LedgerAsset {
  return kind === 'point5' ? 'VOUCHER' : 'USDT';
}

export type AccountRef =
  { memberId: bigint; kind: MemberAccountKind } | { platform: PlatformAccountKind; asset?: LedgerAsset };

export function isMemberRef(ref: AccountRef): ref is { memberId: bigint; kind: MemberAccountKind } {
  return 'memberId' in ref;
}

export function assetOf(ref: AccountRef): LedgerAsset {
  if (isMemberRef(ref)) return assetOfMemberAccount(ref.kind);
  return ref.asset ?? (ref.platform === 'voucher_expense' ? 'VOUCHER' : 'USDT');
}

export function describeRef(ref: AccountRef): string {
  return isMemberRef(ref) ? `member ${ref.memberId} ${ref.kind}` : `platform ${ref.platform} ${assetOf(ref)}`;
}
