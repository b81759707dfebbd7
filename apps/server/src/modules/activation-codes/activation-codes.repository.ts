import type { PinStatus } from '@tandem/contracts';
import { type Insertable, sql } from 'kysely';
import { type SessionRead, sessionMemberId } from '../../db/member-session';
import type { Database } from '../../db/database';
import type { ActivationCodesTable } from '../../db/schema-activation-codes';
import type { Trx } from '../../db/transaction';
import { pageRows } from '../../db/page-rows';

type Executor = Database | Trx;

/**
 * A code row as the answers show it: the row, its holder's and activated account's usernames, and
 * (for staff) who issued or voided it.
 */
function codeView(db: Executor) {
  return db
    .selectFrom('activation_codes as c')
    .innerJoin('members as o', 'o.id', 'c.owner_id')
    .leftJoin('members as a', 'a.id', 'c.activated_member_id')
    .leftJoin('staff as si', 'si.id', 'c.issued_by_staff_id')
    .leftJoin('staff as sv', 'sv.id', 'c.voided_by_staff_id');
}

function selectView(base: ReturnType<typeof codeView>) {
  return base.select([
    'c.id',
    'c.code',
    'c.owner_id',
    'c.source',
    'c.price_micro',
    'c.created_at',
    'c.expires_at',
    'c.status',
    'c.activated_at',
    'c.voided_at',
    'c.void_reason',
    'c.refund_journal_id',
    'o.username as owner_username',
    'a.username as activated_username',
    'si.username as issued_by',
    'sv.username as voided_by',
  ]);
}

export type CodeViewRow = Awaited<ReturnType<ReturnType<typeof selectView>['executeTakeFirstOrThrow']>>;

/**
 * The status a member sees as what is stored: expired is never stored, it is a valid row whose
 * expiry has passed (and valid one whose expiry has not).
 */
function storedStatus(status: PinStatus): { stored: 'valid' | 'activated' | 'void'; expiry: '>' | '<=' | null } {
  if (status === 'valid') return { stored: 'valid', expiry: '>' };
  if (status === 'expired') return { stored: 'valid', expiry: '<=' };
  return { stored: status, expiry: null };
}

export interface CodeFilter {
  ownerId?: bigint;
  ownerUsername?: string;
  code?: string;
  status?: PinStatus;
}

/** One page of codes, newest first: a member's own (ownerId) or the back office's search. */
export function findCodePage(db: Database, filter: CodeFilter, now: Date, limit: number, offset: number) {
  let base = codeView(db);
  if (filter.ownerId !== undefined) base = base.where('c.owner_id', '=', filter.ownerId);
  if (filter.ownerUsername !== undefined)
    base = base.where((eb) => eb(eb.fn('lower', ['o.username']), '=', filter.ownerUsername!.toLowerCase()));
  if (filter.code !== undefined) base = base.where('c.code', '=', filter.code);
  if (filter.status !== undefined) {
    const { stored, expiry } = storedStatus(filter.status);
    base = base.where('c.status', '=', stored);
    if (expiry) base = base.where('c.expires_at', expiry, now);
  }
  return pageRows(base, { limit, offset }, (page) =>
    selectView(page).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'),
  );
}

export function findCodeViews(db: Executor, ids: bigint[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectView(codeView(db)).where('c.id', 'in', ids).orderBy('c.id').execute();
}

export async function countValidCodes(db: Database, ownerId: bigint, now: Date): Promise<number> {
  const row = await db
    .selectFrom('activation_codes as c')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.owner_id', '=', ownerId)
    .where('c.status', '=', 'valid')
    .where('c.expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The code that activated a member's account, if any. */
export function findActivation(db: Executor, memberId: bigint) {
  return db
    .selectFrom('activation_codes')
    .select(['id', 'code', 'activated_at'])
    .where('activated_member_id', '=', memberId)
    .executeTakeFirst();
}

export function findMemberByUsername(db: Executor, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export function insertCodes(
  trx: Trx,
  rows: Array<Omit<Insertable<ActivationCodesTable>, 'id' | 'status'>>,
): Promise<Array<{ id: bigint }>> {
  return trx.insertInto('activation_codes').values(rows).returning('id').execute();
}

/** What a code is now, to say why an action refused it: missing, someone else's, used, void or expired. */
export function findCodeStates(db: Executor, codes: string[]) {
  return db
    .selectFrom('activation_codes')
    .select(['code', 'owner_id', 'status', 'expires_at'])
    .where('code', 'in', codes)
    .execute();
}

/**
 * Hands valid codes of `fromId` to `toId` in one conditional UPDATE: a code another request moved,
 * used or voided first is left out (the row lock makes the second request see the first's result).
 */
export function moveValidCodes(trx: Trx, codes: string[], fromId: bigint, toId: bigint, now: Date) {
  return trx
    .updateTable('activation_codes')
    .set({ owner_id: toId })
    .where('code', 'in', codes)
    .where('owner_id', '=', fromId)
    .where('status', '=', 'valid')
    .where('expires_at', '>', now)
    .returning(['id', 'code'])
    .execute();
}

export function insertTransfers(
  trx: Trx,
  rows: Array<{ code_id: bigint; from_member_id: bigint; to_member_id: bigint; created_at: Date }>,
) {
  return trx.insertInto('activation_code_transfers').values(rows).execute();
}

/**
 * Redeems one valid code of `ownerId` for `memberId`: valid → activated in one conditional UPDATE,
 * so of two redemptions of one code exactly one gets a row back. The unique index on
 * activated_member_id refuses a second code for the same account.
 */
export function redeemCode(
  trx: Trx,
  code: string,
  ownerId: bigint,
  memberId: bigint,
  now: Date,
): Promise<{ id: bigint } | undefined> {
  return trx
    .updateTable('activation_codes')
    .set({ status: 'activated', activated_member_id: memberId, activated_by_member_id: ownerId, activated_at: now })
    .where('code', '=', code)
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'valid')
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
}

/** valid → void (staff), once; the row as it was, or undefined when it is not valid (any more). */
export function voidValidCode(trx: Trx, id: bigint, staffId: bigint, reason: string, now: Date) {
  return trx
    .updateTable('activation_codes')
    .set({ status: 'void', voided_by_staff_id: staffId, voided_at: now, void_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'valid')
    .returning(['id', 'code', 'owner_id', 'source', 'price_micro'])
    .executeTakeFirst();
}

export function setRefundJournal(trx: Trx, id: bigint, journalId: bigint) {
  return trx.updateTable('activation_codes').set({ refund_journal_id: journalId }).where('id', '=', id).execute();
}

export function findCodeStatus(db: Executor, id: bigint) {
  return db.selectFrom('activation_codes').select('status').where('id', '=', id).executeTakeFirst();
}

/** Codes a member sent or received, newest first. */
export function findTransferPage(db: Database, memberId: bigint, limit: number, offset: number) {
  const base = db
    .selectFrom('activation_code_transfers as t')
    .innerJoin('activation_codes as c', 'c.id', 't.code_id')
    .innerJoin('members as f', 'f.id', 't.from_member_id')
    .innerJoin('members as r', 'r.id', 't.to_member_id')
    .where((eb) => eb.or([eb('t.from_member_id', '=', memberId), eb('t.to_member_id', '=', memberId)]));
  return pageRows(base, { limit, offset }, (page) =>
    page
      .select([
        't.id',
        'c.code',
        't.from_member_id',
        'f.username as from_username',
        'r.username as to_username',
        't.created_at',
      ])
      .orderBy('t.id', 'desc'),
  );
}

/** findActivation's time as the column `activated_at` of a folded member read (db/member-session.ts). */
export const activationInSession: SessionRead = {
  columns: [
    sql`(select ac.activated_at from activation_codes ac where ac.activated_member_id = ${sessionMemberId}
      limit 1) as activated_at`,
  ],
};
