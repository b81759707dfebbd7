import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageRows } from '../../db/page-rows';
import type { MemberAccountKind } from '../../ledger/accounts';
import { memberEntries } from '../../ledger/member-entries';

/** Every movement on one of a member's accounts, newest first, optionally of one journal type. */
export async function findAccountEntries(
  db: Database,
  memberId: bigint,
  kind: MemberAccountKind,
  journalType: string | undefined,
  limit: number,
  offset: number,
) {
  let base = memberEntries(db, memberId).where('a.kind', '=', kind);
  if (journalType) base = base.where('j.type', '=', journalType);
  return pageRows(base, { limit, offset }, (page) =>
    page
      .select(['e.id', 'e.amount_micro', 'e.balance_after_micro', 'j.type', 'j.metadata', 'j.created_at'])
      .orderBy('e.id', 'desc'),
  );
}

/**
 * A member's money in and out per journal type and wallet, between two business dates (inclusive)
 * in the business time zone, straight from the journal so it always agrees with balances.
 */
export async function sumMemberEntries(db: Database, memberId: bigint, from: string, to: string, timeZone: string) {
  const result = await sql<{
    type: string;
    kind: string;
    count: string | number | bigint;
    total_in: bigint | string;
    total_out: bigint | string;
  }>`
    select j.type, a.kind, count(*) as count,
      coalesce(sum(case when e.amount_micro > 0 then e.amount_micro else 0 end), 0)::bigint as total_in,
      coalesce(sum(case when e.amount_micro < 0 then -e.amount_micro else 0 end), 0)::bigint as total_out
    from entries e
    join accounts a on a.id = e.account_id
    join journal j on j.id = e.journal_id
    where a.member_id = ${memberId}
      and j.created_at >= (${from}::date::timestamp at time zone ${timeZone})
      and j.created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
    group by j.type, a.kind
    order by j.type, a.kind`.execute(db);
  return result.rows.map((r) => ({
    type: r.type,
    kind: r.kind,
    count: Number(r.count),
    totalInMicro: BigInt(r.total_in),
    totalOutMicro: BigInt(r.total_out),
  }));
}
