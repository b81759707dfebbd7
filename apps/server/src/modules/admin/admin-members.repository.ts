import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { updateMember } from '../../db/member-rows';
import { pageRows } from '../../db/page-rows';
import { lockRow, stampOnce } from '../../db/row-guards';

export interface MemberFilter {
  q?: string;
  status?: 'active' | 'frozen';
}

/** `%` and `_` typed by staff are literal characters, not wildcards. */
function containsPattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Database, filter: MemberFilter) {
  let query = db.selectFrom('members as m').leftJoin('members as sp', 'sp.id', 'm.sponsor_id');
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(m.username)`, 'like', pattern),
        eb(sql<string>`lower(m.email)`, 'like', pattern),
        eb(sql<string>`lower(m.fullname)`, 'like', pattern),
      ]),
    );
  }
  if (filter.status) query = query.where('m.status', '=', filter.status);
  return query;
}

/** One page of the members `filter` finds, newest first, and how many it finds in all. */
export function findMemberPage(db: Database, filter: MemberFilter, limit: number, offset: number) {
  return pageRows(filtered(db, filter), { limit, offset }, (page) =>
    page
      .select([
        'm.id',
        'm.username',
        'm.email',
        'm.fullname',
        'm.status',
        'm.kyc_status',
        'sp.username as sponsor_username',
        'm.created_at',
      ])
      .orderBy('m.id', 'desc'),
  );
}

export function findMemberDetail(db: Database, id: bigint, now: Date) {
  return db
    .selectFrom('members as m')
    .innerJoin('countries as c', 'c.id', 'm.country_id')
    .leftJoin('members as sp', 'sp.id', 'm.sponsor_id')
    .select((eb) => [
      'm.id',
      'm.username',
      'm.email',
      'm.fullname',
      'm.nickname',
      'm.mobile',
      'm.language',
      'm.wallet_address',
      'm.status',
      'm.kyc_status',
      'm.created_at',
      'm.sec_password_hash',
      'c.id as country_id',
      'c.name_en as country_name_en',
      'c.iso as country_iso',
      'sp.id as sponsor_id',
      'sp.username as sponsor_username',
      eb
        .selectFrom('members as d')
        .select((d) => d.fn.countAll<string>().as('n'))
        .whereRef('d.sponsor_id', '=', 'm.id')
        .as('direct_count'),
      eb
        .selectFrom('member_sessions as s')
        .select((s) => s.fn.countAll<string>().as('n'))
        .whereRef('s.member_id', '=', 'm.id')
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .as('active_sessions_count'),
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Locks the member row for the rest of the transaction: one status change at a time. */
export function findMemberForUpdate(db: Database, id: bigint) {
  return lockRow(db, 'members', { id }).select(['id', 'username', 'status', 'sec_password_hash']).executeTakeFirst();
}

export function setMemberStatus(db: Database, id: bigint, status: 'active' | 'frozen', at: Date) {
  return updateMember(db, id, { status }, at);
}

/** Ends every live session of a member; their next request is refused. Answers how many. */
export async function revokeMemberSessions(db: Database, memberId: bigint, at: Date): Promise<number> {
  const result = await stampOnce(db, 'member_sessions', 'revoked_at', at, { member_id: memberId }).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function clearSecPassword(db: Database, id: bigint, at: Date) {
  return updateMember(
    db,
    id,
    { sec_password_hash: null, failed_sec_password_count: 0, sec_password_locked_until: null },
    at,
  );
}
