import { type Expression, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DeskRange } from '../../db/desk-rows';
import { type SessionRead, pageInSession, sessionMemberId } from '../../db/member-session';
import type { RowWindow } from '../../db/page-rows';
import { memberEntries } from '../../ledger/member-entries';

/**
 * A transfer's receiver by username, with where they stand from the sender: in the sender's upline
 * (the receiver is on the sender's ancestor path) or downline (the sender is on theirs), else null.
 * One statement over the team paths the team module maintains (team_stats.path, root first).
 */
export async function findReceiver(db: Database, senderId: bigint, username: string) {
  const result = await sql<{
    id: string;
    username: string;
    fullname: string | null;
    status: 'active' | 'frozen';
    relation: 'upline' | 'downline' | null;
  }>`
    select m.id, m.username, m.fullname, m.status,
      case when m.id = any(s.path) then 'upline' when ${senderId}::bigint = any(r.path) then 'downline' end as relation
    from members m
    left join team_stats r on r.member_id = m.id
    left join team_stats s on s.member_id = ${senderId}
    where lower(m.username) = ${username.toLowerCase()}`.execute(db);
  const row = result.rows[0];
  return row ? { ...row, id: BigInt(row.id) } : undefined;
}

/** The member's transfer entries (on one wallet, if named) journaled in `range`. */
function transferEntries(
  db: Database,
  memberId: bigint | Expression<bigint>,
  wallet: string | undefined,
  range: DeskRange,
) {
  let base = memberEntries(db, memberId).where('j.type', '=', 'transfer');
  if (wallet) base = base.where('a.kind', '=', wallet as 'point1');
  if (range.since) base = base.where('j.created_at', '>=', range.since);
  if (range.before) base = base.where('j.created_at', '<', range.before);
  return base;
}

const transferColumns = [
  'e.id',
  'j.id as journal_id',
  'j.metadata',
  'j.created_at',
  'e.amount_micro',
  'a.kind',
] as const;

/** Transfers in and out of the caller's wallets, newest first, and their total: a folded read's part (pageInSession). */
export function transferEntriesInSession(
  db: Database,
  wallet: string | undefined,
  window: RowWindow,
  range: DeskRange = {},
): SessionRead {
  return pageInSession(transferEntries(db, sessionMemberId, wallet, range), window, (page) =>
    page.select(transferColumns).orderBy('e.id', 'desc'),
  );
}

/** The next `limit` transfer entries after entry `afterId`, oldest first: an export reads the range in batches. */
export function findTransferEntriesAfter(
  db: Database,
  memberId: bigint,
  wallet: string | undefined,
  range: DeskRange,
  afterId: bigint,
  limit: number,
) {
  return transferEntries(db, memberId, wallet, range)
    .where('e.id', '>', afterId)
    .select(transferColumns)
    .orderBy('e.id', 'asc')
    .limit(limit)
    .execute();
}
