import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageRows } from '../../db/page-rows';

/**
 * Member balances summed per account kind (wallets and holds), plus staking profit accrued and not
 * yet claimed (the platform's profit_payable, itemised by unclaimed accrual lines; "accounts" is
 * the members it is owed to): what the platform owes members.
 */
export async function sumMemberBalancesByKind(db: Database) {
  const result = await sql<{ kind: string; total: string; accounts: number }>`
    select kind, total, accounts from (
      select kind, coalesce(sum(balance_micro), 0)::text as total, count(*)::int as accounts
      from accounts where member_id is not null group by kind
      union all
      select 'profit_payable', coalesce(sum(amount_micro), 0)::text, count(distinct member_id)::int
      from stake_accruals where claimed_at is null
    ) k order by kind`.execute(db);
  return result.rows;
}

/**
 * What the mall escrow holds per asset (USDT, VOUCHER): members' payments for orders not yet delivered,
 * refunded or paid out to a store (decisions 011, 015). The total is the escrow account's balance in the
 * ledger; "members" counts the buyers of the orders still open in that asset.
 */
export async function sumMallEscrow(db: Database) {
  const result = await sql<{ asset: string; total: string; members: number }>`
    select asset.name as asset,
      (select coalesce(sum(e.amount_micro), 0) from entries e join accounts a on a.id = e.account_id
        where a.member_id is null and a.kind = 'mall_escrow' and a.asset = asset.name)::text as total,
      (select count(distinct o.member_id) from mall_orders o
        where o.refund_journal_id is null and o.release_journal_id is null
          and not exists (select 1 from store_payouts p where p.order_id = o.id)
          and (case asset.name when 'USDT' then o.paid_usdt_micro else o.paid_voucher_micro end) > 0)::int as members
    from (values ('USDT'), ('VOUCHER')) as asset(name) order by asset.name`.execute(db);
  return result.rows;
}

/**
 * Store proceeds paid, from the ledger's store_payout journals per asset: what left the escrow
 * (released), what reached the stores' wallets (to_stores), the rest being the platform's commission
 * (and, for voucher points, all of it).
 */
export async function sumStorePayouts(db: Database) {
  const result = await sql<{ asset: string; released: string; to_stores: string }>`
    select asset.name as asset,
      coalesce(sum(case when a.member_id is null and a.kind = 'mall_escrow' then -e.amount_micro else 0 end), 0)::text
        as released,
      coalesce(sum(case when a.member_id is not null then e.amount_micro else 0 end), 0)::text as to_stores
    from (values ('USDT'), ('VOUCHER')) as asset(name)
      left join journal j on j.type = 'store_payout'
      left join entries e on e.journal_id = j.id
      left join accounts a on a.id = e.account_id and a.asset = asset.name
    group by asset.name order by asset.name`.execute(db);
  return result.rows;
}

/** Entries on a platform account, split into money in (negative legs) and out (positive legs). */
export async function sumPlatformFlows(db: Database) {
  const result = await sql<{ kind: string; asset: string; debits: string; credits: string }>`
    select a.kind, a.asset,
      coalesce(sum(case when e.amount_micro < 0 then -e.amount_micro else 0 end), 0)::text as debits,
      coalesce(sum(case when e.amount_micro > 0 then e.amount_micro else 0 end), 0)::text as credits
    from entries e join accounts a on a.id = e.account_id
    where a.member_id is null group by a.kind, a.asset order by a.kind, a.asset`.execute(db);
  return result.rows;
}

export async function sumWithdrawalsByStatus(db: Database) {
  const result = await sql<{ status: string; count: number; amount: string; fee: string }>`
    select status, count(*)::int as count, coalesce(sum(amount_micro), 0)::text as amount,
      coalesce(sum(fee_micro), 0)::text as fee
    from withdrawals group by status order by status`.execute(db);
  return result.rows;
}

export async function sumPendingDeposits(db: Database) {
  const result = await sql<{ count: number; amount: string }>`
    select count(*)::int as count, coalesce(sum(amount_micro), 0)::text as amount
    from deposits where status = 'pending'`.execute(db);
  return result.rows[0] ?? { count: 0, amount: '0' };
}

export { findMemberStanding as findMemberSummary } from '../../db/member-rows';

/** A member's statement: every entry on their accounts, newest first, with the journal it belongs to. */
export async function findMemberStatement(db: Database, memberId: bigint, limit: number, offset: number) {
  const base = db
    .selectFrom('entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('journal as j', 'j.id', 'e.journal_id')
    .where('a.member_id', '=', memberId);
  return pageRows(base, { limit, offset }, (page) =>
    page
      .select(['e.id', 'e.journal_id', 'j.type', 'a.kind', 'e.amount_micro', 'e.balance_after_micro', 'e.created_at'])
      .orderBy('e.id', 'desc'),
  );
}
