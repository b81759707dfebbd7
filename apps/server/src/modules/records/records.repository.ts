import { type Expression, sql } from 'kysely';
import type { Database } from '../../db/database';
import { foldedPageRead, pageInSession, sessionMemberId } from '../../db/member-session';
import type { MemberAccountKind } from '../../ledger/accounts';
import { memberEntries } from '../../ledger/member-entries';

/** Which entries of one account a record list or export covers: a journal type, business days from/to. */
export interface EntryFilter {
  kind: MemberAccountKind;
  journalType?: string;
  /** Inclusive business dates in `timeZone`. */
  range?: { from?: string; to?: string; timeZone: string };
}

function filteredEntries(db: Database, memberId: bigint | Expression<bigint>, filter: EntryFilter) {
  let base = memberEntries(db, memberId).where('a.kind', '=', filter.kind);
  if (filter.journalType) base = base.where('j.type', '=', filter.journalType);
  const range = filter.range;
  if (range?.from)
    base = base.where('j.created_at', '>=', sql<Date>`(${range.from}::date::timestamp at time zone ${range.timeZone})`);
  if (range?.to)
    base = base.where(
      'j.created_at',
      '<',
      sql<Date>`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`,
    );
  return base;
}

const entryColumns = [
  'e.id',
  'e.amount_micro',
  'e.balance_after_micro',
  'j.type',
  'j.metadata',
  'j.created_at',
] as const;

const newestEntriesFirst = <Q extends ReturnType<typeof filteredEntries>>(page: Q) =>
  page.select(entryColumns).orderBy('e.id', 'desc');

/**
 * A page of the movements on one of the caller's accounts, newest first, filtered, and their total: a
 * folded read's part, read with the session check (db/member-session.ts pageInSession).
 */
export const accountEntriesRead = foldedPageRead((db, filter: EntryFilter, window) =>
  pageInSession(filteredEntries(db, sessionMemberId, filter), window, newestEntriesFirst),
);

/** The next `limit` movements after entry `afterId`, oldest first: an export reads the range in batches. */
export function findAccountEntriesAfter(
  db: Database,
  memberId: bigint,
  filter: EntryFilter,
  afterId: bigint,
  limit: number,
) {
  return filteredEntries(db, memberId, filter)
    .where('e.id', '>', afterId)
    .select(entryColumns)
    .orderBy('e.id', 'asc')
    .limit(limit)
    .execute();
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
