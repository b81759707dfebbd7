import { type Insertable, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { ChainDepositStatus, ChainDepositsTable } from '../../db/schema-chain-deposits';
import type { Trx } from '../../db/transaction';
import { pageRows } from '../../db/page-rows';
import { compareAndSet, lockRow } from '../../db/row-guards';

type Executor = Database | Trx;

export type SeenLog = Pick<
  Insertable<ChainDepositsTable>,
  | 'chain_id'
  | 'tx_hash'
  | 'log_index'
  | 'block_number'
  | 'block_hash'
  | 'token'
  | 'from_address'
  | 'to_address'
  | 'amount_wei'
  | 'amount_micro'
  | 'member_id'
  | 'submitted_by_member_id'
> & { seen_at: Date };

/**
 * Records logs as seen, once per (chain, tx, log index). A log seen again in another block (its
 * transaction re-included after a reorg) moves to that block, and an orphaned one comes back to
 * seen: it never was credited, and the block it is in now decides. Decided rows never change here.
 */
export async function upsertSeenLogs(db: Executor, logs: SeenLog[], submitter: bigint | null = null) {
  if (logs.length === 0) return;
  await db
    .insertInto('chain_deposits')
    .values(logs)
    .onConflict((oc) =>
      oc
        .columns(['chain_id', 'tx_hash', 'log_index'])
        .doUpdateSet((eb) => ({
          block_number: eb.ref('excluded.block_number'),
          block_hash: eb.ref('excluded.block_hash'),
          status: 'seen',
          member_id: sql<bigint | null>`coalesce(chain_deposits.member_id, excluded.member_id)`,
          submitted_by_member_id: sql<
            bigint | null
          >`coalesce(chain_deposits.submitted_by_member_id, excluded.submitted_by_member_id)`,
        }))
        .where('chain_deposits.status', 'in', ['seen', 'orphaned']),
    )
    .execute();
  // A member who submits a hash the watcher recorded first still sees it among their records (when it
  // is nobody's yet, or theirs).
  if (submitter !== null) {
    await db
      .updateTable('chain_deposits')
      .set({ submitted_by_member_id: submitter })
      .where('submitted_by_member_id', 'is', null)
      // Another member's transfer stays theirs: the submitter learns nothing new from the list.
      .where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', submitter)]))
      .where('chain_id', '=', logs[0]!.chain_id)
      .where('tx_hash', 'in', [...new Set(logs.map((l) => l.tx_hash))])
      .execute();
  }
}

/**
 * A chain's logs: those of one transaction (by log index), or the seen ones (not yet final or not yet
 * settled), oldest block first.
 */
export function findChainLogs(db: Executor, chainId: number, which: { txHash: string } | { seen: number }) {
  const query = db.selectFrom('chain_deposits').selectAll().where('chain_id', '=', chainId);
  if ('txHash' in which) return query.where('tx_hash', '=', which.txHash).orderBy('log_index').execute();
  return query.where('status', '=', 'seen').orderBy('block_number').orderBy('id').limit(which.seen).execute();
}

/** Marks a seen log orphaned, unless it has meanwhile moved to another block or been settled. */
export function markOrphaned(db: Executor, id: bigint, blockHash: string) {
  return compareAndSet(
    db,
    'chain_deposits',
    { id, status: 'seen', block_hash: blockHash },
    { status: 'orphaned' },
  ).executeTakeFirst();
}

/** Locks a log in `status` at `blockHash` for a decision; undefined when it is not (any more). */
export function lockLog(trx: Trx, id: bigint, status: ChainDepositStatus, blockHash?: string) {
  return lockRow(trx, 'chain_deposits', { id, status, block_hash: blockHash || undefined })
    .selectAll()
    .executeTakeFirst();
}

export function decideLog(
  trx: Trx,
  id: bigint,
  from: ChainDepositStatus,
  set: Partial<
    Pick<
      Updateable<ChainDepositsTable>,
      'member_id' | 'journal_id' | 'dismiss_reason' | 'decided_by_staff_id' | 'final_at' | 'decided_at'
    >
  > & { status: ChainDepositStatus },
) {
  return compareAndSet(trx, 'chain_deposits', { id, status: from }, set).returningAll().executeTakeFirstOrThrow();
}

export function findChainDeposit(db: Executor, id: bigint) {
  return db.selectFrom('chain_deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's chain deposits: credited to them, sent from their wallet, or submitted by them. */
export function findMemberChainDeposits(db: Executor, memberId: bigint, limit: number, offset: number) {
  const base = db
    .selectFrom('chain_deposits')
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('submitted_by_member_id', '=', memberId)]));
  return pageRows(base, { limit, offset }, (page) => page.selectAll().orderBy('seen_at', 'desc').orderBy('id', 'desc'));
}

export function findChainDepositQueue(db: Executor, status: ChainDepositStatus, limit: number, offset: number) {
  const base = db.selectFrom('chain_deposits').where('status', '=', status);
  return pageRows(base, { limit, offset }, (page) => page.selectAll().orderBy('seen_at').orderBy('id'));
}

/**
 * The staff-approved manual BEP-20 USDT deposit that credited this tx hash (the older path, decision
 * 008's shared guard), if any. Manual deposits keep the hash as typed and its key: lower case, no 0x.
 */
export function findApprovedManualDeposit(db: Executor, txHashKey: string) {
  return db
    .selectFrom('deposits')
    .select('id')
    .where('network', '=', 'BEP20_USDT')
    .where('tx_hash_key', '=', txHashKey)
    .where('status', '=', 'approved')
    .executeTakeFirst()
    .then((row) => row?.id);
}

export function findMemberIdByUsername(db: Executor, username: string) {
  return db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst()
    .then((row) => row?.id);
}

export function findScanCursor(db: Executor, chainId: number, token: string) {
  return db
    .selectFrom('chain_scan_cursors')
    .select('next_block')
    .where('chain_id', '=', chainId)
    .where('token', '=', token)
    .executeTakeFirst()
    .then((row) => row?.next_block);
}

/** Moves the cursor forward only: two watchers at once never move it back. */
export async function advanceScanCursor(db: Executor, chainId: number, token: string, nextBlock: bigint, at: Date) {
  await db
    .insertInto('chain_scan_cursors')
    .values({ chain_id: chainId, token, next_block: nextBlock, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['chain_id', 'token']).doUpdateSet({
        next_block: sql<bigint>`greatest(chain_scan_cursors.next_block, excluded.next_block)`,
        updated_at: at,
      }),
    )
    .execute();
}
