import type { Database } from '../../db/database';
import type { DepositsTable, FiatPayeesTable } from '../../db/schema-money-desk';
import type { Trx } from '../../db/transaction';
import { pageRows } from '../../db/page-rows';
import { memberEntries } from '../../ledger/member-entries';
import { compareAndSet, lockRow } from '../../db/row-guards';
import { deskReaders } from '../../db/desk-rows';

type Executor = Database | Trx;

export function hasPendingDeposit(db: Executor, memberId: bigint) {
  return db
    .selectFrom('deposits')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function txHashTaken(db: Executor, network: string, key: string) {
  return db
    .selectFrom('deposits')
    .select('id')
    .where('network', '=', network as DepositsTable['network'])
    .where('tx_hash_key', '=', key)
    .where('status', '<>', 'rejected')
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/**
 * Whether the chain-deposit watcher has credited, or queued for the finance desk, a transfer of this
 * transaction (decision 008's shared guard). Its hashes are stored as 0x and 64 lower-case hex digits.
 */
export function isTxHashOnChainDesk(db: Executor, key: string) {
  return db
    .selectFrom('chain_deposits')
    .select('id')
    .where('tx_hash', '=', `0x${key}`)
    .where('status', 'in', ['credited', 'unmatched'])
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function insertDeposit(
  db: Executor,
  values: Pick<DepositsTable, 'member_id' | 'deposit_type' | 'amount_micro' | 'created_at'> &
    Partial<
      Pick<
        DepositsTable,
        | 'network'
        | 'address'
        | 'tx_hash'
        | 'tx_hash_key'
        | 'payer_name'
        | 'reference_number'
        | 'payment_reference'
        | 'screenshot_path'
      >
    >,
) {
  return db.insertInto('deposits').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findDeposit(db: Executor, id: bigint) {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks a pending deposit for a decision; undefined when it is not pending (any more). */
export function lockPendingDeposit(trx: Trx, id: bigint) {
  return lockRow(trx, 'deposits', { id, status: 'pending' }).selectAll().executeTakeFirst();
}

export function decideDeposit(
  trx: Trx,
  id: bigint,
  set: {
    status: 'approved' | 'rejected';
    decided_at: Date;
    decided_by_staff_id: bigint | null;
    reject_reason?: string;
    journal_id?: bigint;
    credited_micro?: bigint;
  },
) {
  return compareAndSet(trx, 'deposits', { id, status: 'pending' }, set).returningAll().executeTakeFirst();
}

const depositReaders = deskReaders('deposits', 'deposit_type');
export const depositsInSession = depositReaders.memberRowsInSession;
export const depositRowOf = depositReaders.rowOf;
export const findMemberDepositsAfter = depositReaders.findMemberRowsAfter;
export const findDepositQueue = depositReaders.findQueue;

/** Credits the back office made into the member's wallets (approved deposits, adjustments). */
export async function findBackOfficeCredits(
  db: Executor,
  memberId: bigint,
  wallet: string | undefined,
  limit: number,
  offset: number,
) {
  let base = memberEntries(db, memberId)
    .where('j.type', 'in', ['deposit', 'adjustment'])
    .where('e.amount_micro', '>', 0n);
  if (wallet) base = base.where('a.kind', '=', wallet as never);
  return pageRows(base, { limit, offset }, (page) =>
    page.select(['e.id', 'a.kind', 'j.type', 'e.amount_micro', 'e.created_at']).orderBy('e.id', 'desc'),
  );
}

/** How many fiat deposits the member has made (any status): numbers the next one's payment reference. */
export function countFiatDeposits(db: Executor, memberId: bigint) {
  return db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('deposit_type', '=', 'fiat')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** The member's country (its short form), its currency and buy rate, if the member has a country. */
export function findMemberCountry(db: Executor, memberId: bigint) {
  return db
    .selectFrom('members as m')
    .innerJoin('countries as c', 'c.id', 'm.country_id')
    .select(['c.short_form as country', 'c.currency', 'c.buy_rate'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/** Whether a country pays in `currency`: a payee of a currency no country uses would reach nobody. */
export function isCountryCurrency(db: Executor, currency: string) {
  return db
    .selectFrom('countries')
    .select('id')
    .where('currency', '=', currency)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

const payeeColumns = ['currency', 'bank_name', 'account_name', 'account_number', 'branch', 'notes'] as const;

export function findFiatPayee(db: Executor, currency: string) {
  return db.selectFrom('fiat_payees').select(payeeColumns).where('currency', '=', currency).executeTakeFirst();
}

export function findFiatPayees(db: Executor) {
  return db.selectFrom('fiat_payees').select(payeeColumns).orderBy('currency').execute();
}

export function upsertFiatPayee(
  db: Executor,
  payee: Pick<FiatPayeesTable, (typeof payeeColumns)[number]>,
  at: Date,
  staffId: bigint,
) {
  const { currency: _key, ...details } = payee;
  return db
    .insertInto('fiat_payees')
    .values({ ...payee, updated_at: at, updated_by_staff_id: staffId })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ ...details, updated_at: at, updated_by_staff_id: staffId }))
    .execute();
}

export function deleteFiatPayee(db: Executor, currency: string) {
  return db.deleteFrom('fiat_payees').where('currency', '=', currency).returning(payeeColumns).executeTakeFirst();
}
