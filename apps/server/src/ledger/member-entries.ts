import type { Expression } from 'kysely';
import type { Database } from '../db/database';
import type { Trx } from '../db/transaction';

/**
 * A member's ledger entries joined to their account (`a`) and journal (`j`): what every wallet
 * history (records, transfers, back-office credits) filters and pages. Read only; postings go
 * through `postJournal`. `memberId` may be an expression (a folded read's `sessionMemberId`).
 */
export function memberEntries(db: Database | Trx, memberId: bigint | Expression<bigint>) {
  return db
    .selectFrom('entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('journal as j', 'j.id', 'e.journal_id')
    .where('a.member_id', '=', memberId);
}
