import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Deepest sponsor chain we walk; far beyond any real tree, it only stops a corrupt cycle. */
const MAX_TREE_DEPTH = 10_000;

export function findMemberByUsername(db: Database, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'fullname', 'status'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

/** Whether `otherId` is in `memberId`'s sponsor upline chain or in its downline subtree (any depth). */
export async function findTeamRelation(
  db: Database,
  memberId: bigint,
  otherId: bigint,
): Promise<'upline' | 'downline' | null> {
  const result = await sql<{ is_upline: boolean; is_downline: boolean }>`
    with recursive
      up_of_member(id, depth) as (
        select sponsor_id, 1 from members where id = ${memberId} and sponsor_id is not null
        union all
        select m.sponsor_id, u.depth + 1 from members m join up_of_member u on m.id = u.id
        where m.sponsor_id is not null and u.depth < ${MAX_TREE_DEPTH}
      ),
      up_of_other(id, depth) as (
        select sponsor_id, 1 from members where id = ${otherId} and sponsor_id is not null
        union all
        select m.sponsor_id, u.depth + 1 from members m join up_of_other u on m.id = u.id
        where m.sponsor_id is not null and u.depth < ${MAX_TREE_DEPTH}
      )
    select
      exists (select 1 from up_of_member where id = ${otherId}) as is_upline,
      exists (select 1 from up_of_other where id = ${memberId}) as is_downline`.execute(db);
  const row = result.rows[0];
  if (row?.is_upline) return 'upline';
  if (row?.is_downline) return 'downline';
  return null;
}

/** Transfers in and out of a member's wallets, newest first. */
export async function findTransferEntries(
  db: Database,
  memberId: bigint,
  wallet: string | undefined,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('journal as j', 'j.id', 'e.journal_id')
    .where('a.member_id', '=', memberId)
    .where('j.type', '=', 'transfer');
  if (wallet) query = query.where('a.kind', '=', wallet as 'point1');
  const [rows, count] = await Promise.all([
    query
      .select(['j.id as journal_id', 'j.metadata', 'j.created_at', 'e.amount_micro', 'a.kind'])
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number | bigint>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
