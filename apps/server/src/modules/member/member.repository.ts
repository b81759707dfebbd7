import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Everything get-member-info shows, with country, sponsor and rank, in one read. */
export function findMemberProfile(db: Database, memberId: bigint) {
  return (
    db
      .selectFrom('members as m')
      .innerJoin('countries as c', 'c.id', 'm.country_id')
      .leftJoin('members as s', 's.id', 'm.sponsor_id')
      // The stored rank, moved by the team fold (every few seconds) when team volume crosses a rule.
      .leftJoin('team_stats as ts', 'ts.member_id', 'm.id')
      .leftJoin('team_ranks as r', 'r.rank', 'ts.rank')
      .select([
        'm.id',
        'm.username',
        'm.email',
        'm.wallet_address',
        'm.sec_password_hash',
        'm.fullname',
        'm.nickname',
        'm.mobile',
        'm.language',
        'm.kyc_status',
        'm.created_at',
        'c.id as country_id',
        'c.name as country_name',
        'c.name_en as country_name_en',
        'c.short_form as country_short_form',
        'c.buy_rate as country_buy_rate',
        'c.iso as country_iso',
        's.username as sponsor_username',
        'r.rank as rank',
        'r.name_en as rank_name_en',
      ])
      .where('m.id', '=', memberId)
      .executeTakeFirst()
  );
}

export type MemberProfileRow = NonNullable<Awaited<ReturnType<typeof findMemberProfile>>>;

/** The member's secrets and the fields the security calls decide on; never leaves the server. */
export function findMemberSecrets(db: Database, memberId: bigint) {
  return db
    .selectFrom('members')
    .select([
      'id',
      'username',
      'email',
      'language',
      'wallet_address',
      'password_hash',
      'sec_password_hash',
      'fullname',
      'kyc_status',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export interface ProfileChanges {
  fullname?: string;
  nickname?: string | null;
  mobile?: string;
  country_id?: number;
  language?: string;
}

export async function updateProfile(db: Database, memberId: bigint, changes: ProfileChanges, now: Date) {
  await db
    .updateTable('members')
    .set({ ...changes, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}

/** Sets the secondary password only if none is set yet; false when another request set it first. */
export async function setSecPasswordHashIfUnset(db: Database, memberId: bigint, hash: string, now: Date) {
  const result = await db
    .updateTable('members')
    .set({ sec_password_hash: hash, updated_at: now })
    .where('id', '=', memberId)
    .where('sec_password_hash', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateSecPasswordHash(db: Database, memberId: bigint, hash: string, now: Date) {
  await db
    .updateTable('members')
    .set({ sec_password_hash: hash, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}

/** Replaces the wallet address placeholder username; false when the username was already bound. */
export async function bindUsernameIfPlaceholder(db: Database, memberId: bigint, username: string, now: Date) {
  const result = await db
    .updateTable('members')
    .set({ username, updated_at: now })
    .where('id', '=', memberId)
    .where('wallet_address', 'is not', null)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', ['wallet_address'])))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Direct members and the whole sponsor subtree below a member (the member not counted), from the
 * team aggregates (modules/team): the folded row plus pending join events, so it costs the same
 * for a million descendants as for ten.
 */
export async function countTeam(db: Database, memberId: bigint): Promise<{ direct: number; team: number }> {
  const result = await sql<{ direct: string | number | bigint; team: string | number | bigint }>`
    select t.direct_count + coalesce(p.direct, 0) as direct, t.team_size + coalesce(p.size, 0) as team
    from team_stats t
    left join lateral (
      select sum(e.d_members) as size,
             sum(e.d_members) filter (where e.ancestors[cardinality(e.ancestors)] = t.member_id) as direct
      from team_events e where e.ancestors @> array[t.member_id]
    ) p on true
    where t.member_id = ${memberId}`.execute(db);
  const row = result.rows[0];
  return { direct: Number(row?.direct ?? 0), team: Number(row?.team ?? 0) };
}

/** The newest published news of a type in one language, as the header and home page show them. */
export function findLatestNews(db: Database, language: string, newsType: number, now: Date, limit: number) {
  return db
    .selectFrom('news')
    .select(['id', 'title', 'description', 'image_path', 'updated_at'])
    .where('language', '=', language)
    .where('news_type', '=', newsType)
    .where('status', '=', 'published')
    .where('publish_at', '<=', now)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
