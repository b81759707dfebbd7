import { sql } from 'kysely';
import type { Database } from '../db/database';
import { type SessionRead, sessionMemberId } from '../db/member-session';
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

/** The caller's balances as columns `balance_<kind>` of a folded member read (db/member-session.ts). */
export const memberBalancesInSession: SessionRead = {
  columns: memberAccountKinds.map((kind) => sql`bal.${sql.ref(kind)} as ${sql.ref(`balance_${kind}`)}`),
  joins: sql`left join lateral (select ${sql.join(
    memberAccountKinds.map(
      (kind) =>
        sql`coalesce(sum(a.balance_micro) filter (where a.kind = ${sql.lit(kind)}), 0)::bigint as ${sql.ref(kind)}`,
    ),
  )} from accounts a where a.member_id = ${sessionMemberId}) bal on true`,
};

export type MemberBalanceColumns = { [K in MemberAccountKind as `balance_${K}`]: bigint };

/** Each account kind with its column in a folded read's row, named once rather than per request. */
const balanceColumns = memberAccountKinds.map((kind) => [kind, `balance_${kind}`] as const);

/** The balances a folded read's row carries (memberBalancesInSession). */
export function balancesOfRow(row: MemberBalanceColumns): MemberBalances {
  const balances = {} as MemberBalances;
  for (const [kind, column] of balanceColumns) balances[kind] = row[column];
  return balances;
}
