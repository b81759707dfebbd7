import type { JournalType } from '@tandem/contracts';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { MemberAccountKind } from './accounts';
import { postJournal } from './post-journal';
import { inTransaction } from '../db/transaction';

/** The journals posted under one business key: a test's view of the ledger's once-only rule. */
export function journalsWithKey(from: { db: Database }, businessKey: string) {
  return from.db.selectFrom('journal').select('id').where('business_key', '=', businessKey).execute();
}

/** A member's cached balance on one account of theirs (0 before the account exists). */
export async function balanceOf(from: { db: Database }, memberId: bigint, kind: string = 'point1'): Promise<bigint> {
  const row = await from.db
    .selectFrom('accounts')
    .select('balance_micro')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind as MemberAccountKind)
    .executeTakeFirst();
  return row?.balance_micro ?? 0n;
}

/**
 * Test-only funding: there are no deposits yet, and no HTTP route may create money without staff
 * approval, so tests credit a member through the one posting function, against adjustments.
 */
export async function creditForTest(
  db: Database,
  memberId: bigint,
  amountMicro: bigint,
  options: { kind?: MemberAccountKind; at?: Date; businessKey?: string } = {},
) {
  const kind = options.kind ?? 'point1';
  const asset = kind === 'point5' ? 'VOUCHER' : 'USDT';
  return inTransaction(db, (trx) =>
    postJournal(trx, {
      type: 'test_credit' as JournalType /* a test's own, never on screen */,
      businessKey: options.businessKey ?? `test_credit:${randomUUID()}`,
      memberId,
      legs: [
        { account: { platform: 'adjustments', asset }, amountMicro: -amountMicro },
        { account: { memberId, kind }, amountMicro },
      ],
      at: options.at ?? new Date(),
    }),
  );
}
