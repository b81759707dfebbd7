import type { Database } from '../../db/database';
import { sql } from 'kysely';
import { type SessionRead, sessionMemberId } from '../../db/member-session';
import { updateMember } from '../../db/member-rows';

/** The member's own part of get-member-info, with country and sponsor, in one read (rank: team.service). */
export function findMemberProfile(db: Database, memberId: bigint) {
  return db
    .selectFrom('members as m')
    .innerJoin('countries as c', 'c.id', 'm.country_id')
    .leftJoin('members as s', 's.id', 'm.sponsor_id')
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
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/** findMemberProfile's columns (but id, username, email, language: the session's) in a folded member read. */
export const memberProfileInSession: SessionRead = {
  columns: [
    sql`mp.wallet_address, mp.sec_password_hash, mp.fullname, mp.nickname, mp.mobile`,
    sql`mp.kyc_status, mp.created_at, c.id as country_id, c.name as country_name, c.name_en as country_name_en`,
    sql`c.short_form as country_short_form, c.buy_rate as country_buy_rate, c.iso as country_iso`,
    sql`sp.username as sponsor_username`,
  ],
  joins: sql`join members mp on mp.id = ${sessionMemberId} join countries c on c.id = mp.country_id
    left join members sp on sp.id = mp.sponsor_id`,
};

export type MemberProfileColumns = Omit<
  NonNullable<Awaited<ReturnType<typeof findMemberProfile>>>,
  'id' | 'username' | 'email' | 'language'
>;

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

export function updateProfile(db: Database, memberId: bigint, changes: ProfileChanges, now: Date) {
  return updateMember(db, memberId, changes, now);
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

export function updateSecPasswordHash(db: Database, memberId: bigint, hash: string, now: Date) {
  return updateMember(db, memberId, { sec_password_hash: hash }, now);
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
