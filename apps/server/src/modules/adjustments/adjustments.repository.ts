import type { AdjustmentStatus } from '@tandem/contracts';
import type { Database } from '../../db/database';
import type { AdjustmentsTable } from '../../db/schema-adjustments';
import type { Trx } from '../../db/transaction';
import { pageRows } from '../../db/page-rows';
import { compareAndSet, lockRow } from '../../db/row-guards';

type Executor = Database | Trx;

export function memberExists(db: Executor, memberId: bigint) {
  return db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function insertAdjustment(
  db: Executor,
  values: Pick<
    AdjustmentsTable,
    'member_id' | 'wallet' | 'direction' | 'amount_micro' | 'reason' | 'requested_by_staff_id' | 'created_at'
  >,
) {
  return db.insertInto('adjustments').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Locks a pending request for a decision; undefined when it is not pending (any more). */
export function lockPendingAdjustment(trx: Trx, id: bigint) {
  return lockRow(trx, 'adjustments', { id, status: 'pending' }).selectAll().executeTakeFirst();
}

export function findAdjustmentStatus(db: Executor, id: bigint) {
  return db.selectFrom('adjustments').select('status').where('id', '=', id).executeTakeFirst();
}

/** Compare-and-set out of pending; undefined when another decision got there first. */
export function decideAdjustment(
  trx: Trx,
  id: bigint,
  set: {
    status: 'approved' | 'rejected';
    decided_at: Date;
    decided_by_staff_id: bigint;
    reject_reason?: string;
    journal_id?: bigint;
  },
) {
  return compareAndSet(trx, 'adjustments', { id, status: 'pending' }, set).returning('id').executeTakeFirst();
}

/** The adjustments with who they are for, who asked and who decided, before any filter. */
function viewTables(db: Executor) {
  return db
    .selectFrom('adjustments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('staff as rs', 'rs.id', 'a.requested_by_staff_id')
    .leftJoin('staff as ds', 'ds.id', 'a.decided_by_staff_id');
}

function selectView(base: ReturnType<typeof viewTables>) {
  return base.selectAll('a').select(['m.username', 'rs.username as requested_by', 'ds.username as decided_by']);
}

export function findAdjustmentView(db: Executor, id: bigint) {
  return selectView(viewTables(db)).where('a.id', '=', id).executeTakeFirst();
}
export type AdjustmentViewRow = NonNullable<Awaited<ReturnType<typeof findAdjustmentView>>>;

/** Pending oldest first (the queue), decided ones latest first. */
export function findAdjustmentPage(db: Executor, status: AdjustmentStatus, limit: number, offset: number) {
  const order = status === 'pending' ? 'asc' : 'desc';
  return pageRows(viewTables(db).where('a.status', '=', status), { limit, offset }, (page) =>
    selectView(page).orderBy('a.created_at', order).orderBy('a.id', order),
  );
}
