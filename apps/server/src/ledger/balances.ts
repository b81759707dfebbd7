import type { Database } from '../db/database';
import { type MemberAccountKind, memberAccountKinds } from './accounts';
import type { Trx } from '../db/transaction';

export type MemberBalances = Record<MemberAccountKind, bigint>;

/** A member's cached balances (micro units); accounts never used read as zero. */
export async function findMemberBalances(db: Database | Trx, memberId: bigint): Promise<MemberBalances> {
  const rows = await db
    .selectFrom('accounts')
    .select(['kind', 'balance_micro'])
    .where('member_id', '=', memberId)
    .execute();
  const balances = Object.fromEntries(memberAccountKinds.map((k) => [k, 0n])) as MemberBalances;
  for (const row of rows) balances[row.kind as MemberAccountKind] = row.balance_micro ?? 0n;
  return balances;
}
