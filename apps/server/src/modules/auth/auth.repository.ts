import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { updateMember } from '../../db/member-rows';

const lower = (value: string) => value.toLowerCase();

/** Login accepts a username or an email, both case-insensitive (usernames hold no "@", so they never collide). */
export function findMemberForLogin(db: Database, login: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'password_hash', 'status'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), '=', lower(login)), eb(eb.fn('lower', ['email']), '=', lower(login))]),
    )
    .executeTakeFirst();
}

export function findMemberByEmail(db: Database, email: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'status', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(email)))
    .executeTakeFirst();
}

export function findMemberByUsername(db: Database, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'status'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', lower(username)))
    .executeTakeFirst();
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  return (await findMemberByUsername(db, username)) !== undefined;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return (await findMemberByEmail(db, email)) !== undefined;
}

export async function countryExists(db: Database, countryId: number): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  return row !== undefined;
}

/**
 * True when `ancestorId` is `memberId` itself or one of its sponsors, walking the sponsor chain up
 * from `memberId`. UNION (not UNION ALL) stops the walk even if bad data ever made a cycle.
 */
export async function isSelfOrSponsorAncestor(db: Database, ancestorId: bigint, memberId: bigint): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    with recursive chain(id, sponsor_id) as (
      select id, sponsor_id from members where id = ${memberId}
      union
      select m.id, m.sponsor_id from members m join chain c on m.id = c.sponsor_id
    )
    select exists(select 1 from chain where id = ${ancestorId}) as found`.execute(db);
  return result.rows[0]?.found === true;
}

export interface NewMember {
  username: string;
  /** Null for a member created by its first wallet login. */
  email: string | null;
  passwordHash: string | null;
  /** The linked wallet of a member created by wallet login. */
  walletAddress?: string | null;
  countryId: number;
  language: string;
  sponsorId: bigint;
  placementId: bigint;
  now: Date;
}

export async function insertMember(db: Database, member: NewMember): Promise<bigint> {
  const row = await db
    .insertInto('members')
    .values({
      username: member.username,
      email: member.email,
      password_hash: member.passwordHash,
      country_id: member.countryId,
      language: member.language,
      sponsor_id: member.sponsorId,
      placement_id: member.placementId,
      wallet_address: member.walletAddress ?? null,
      created_at: member.now,
      updated_at: member.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updatePasswordHash(db: Database, memberId: bigint, passwordHash: string, now: Date) {
  return updateMember(db, memberId, { password_hash: passwordHash }, now);
}
