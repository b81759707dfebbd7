import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { WithdrawalsTable } from '../../db/schema-money-desk';
import type { Trx } from '../../db/transaction';
import { compareAndSet } from '../../db/row-guards';
import { deskReaders } from '../../db/desk-rows';

type Executor = Database | Trx;

/** The member's withdrawal that blocks a new one: pending, or live on this business day. */
export function findBlockingWithdrawal(db: Executor, memberId: bigint, businessDay: string) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'business_day'])
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('business_day', '=', businessDay), eb('status', 'in', ['approved', 'paid'])]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

export function insertWithdrawal(trx: Trx, values: Insertable<WithdrawalsTable>) {
  return trx.insertInto('withdrawals').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findWithdrawal(db: Executor, id: bigint) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Compare-and-set: moves the row only if it is still in `from`; undefined when another decision won. */
export function moveWithdrawal(
  trx: Trx,
  id: bigint,
  from: 'pending' | 'approved',
  set: {
    status: 'approved' | 'paid' | 'rejected' | 'cancelled';
    reject_reason?: string;
    paid_reference?: string;
    decided_at?: Date;
    decided_by_staff_id?: bigint | null;
    paid_at?: Date;
    paid_by_staff_id?: bigint | null;
  },
  memberId?: bigint,
) {
  return compareAndSet(trx, 'withdrawals', { id, status: from, member_id: memberId }, set)
    .returningAll()
    .executeTakeFirst();
}

const withdrawalReaders = deskReaders('withdrawals', 'withdraw_type');
export const withdrawalsInSession = withdrawalReaders.memberRowsInSession;
export const withdrawalRowOf = withdrawalReaders.rowOf;
export const findMemberWithdrawalsAfter = withdrawalReaders.findMemberRowsAfter;
export const findWithdrawalQueue = withdrawalReaders.findQueue;
