import {
  type AdminChainDepositRow,
  type AuditAction,
  type ChainDepositRecord,
  chainDepositDustReason,
  chainDepositManualReasonPrefix,
  formatMicro,
  txHashKey,
} from '@tandem/contracts';
import type { ChainDepositStatus } from '../../db/schema-chain-deposits';
import { type Trx, inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { postJournal } from '../../ledger/post-journal';
import { AppError } from '../../lib/app-error';
import { chainLogFields } from '../../lib/chain-log';
import { adminList, recordList } from '../../lib/paged-lists';
import type { AuditActor } from '../../lib/principals';
import { lockTxHash } from '../../lib/tx-hash-lock';
import { recordAuditAs } from '../audit/audit.service';
import { walletOwnerOf } from '../auth/wallet-link.service';
import { notifyMember } from '../notifications/notifications.service';
import {
  type SeenLog,
  advanceScanCursor,
  decideLog,
  findApprovedManualDeposit,
  findChainDeposit,
  findChainDepositQueue,
  findChainLogs,
  findMemberChainDeposits,
  findMemberIdByUsername,
  findScanCursor,
  lockLog,
  markOrphaned,
  upsertSeenLogs,
} from './chain-deposits.repository';
import {
  type DepositSource,
  type TransferLog,
  WEI_PER_MICRO,
  canonicalBlockHash,
  chainFinality,
  readReceiptTransfers,
  readTransfers,
} from './chain-reader';

type ChainDepositRow = NonNullable<Awaited<ReturnType<typeof findChainDeposit>>>;
type ServiceDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** Block ranges one watcher run reads at most; the next run goes on from the cursor. */
const MAX_RANGES_PER_RUN = 25;
/** Seen logs one run settles at most. */
const SETTLE_BATCH = 500;

export function toChainDepositRecord(row: ChainDepositRow): ChainDepositRecord {
  return {
    ...chainLogFields(row),
    from_address: row.from_address,
    to_address: row.to_address,
    amount: formatMicro(row.amount_micro),
    status: row.status,
    seen_at: row.seen_at.toISOString(),
    final_at: row.final_at?.toISOString() ?? null,
  };
}

/** Seen rows for transfers; each is matched to the member whose wallet sent it, when there is one. */
async function seenLogsOf(
  deps: ServiceDeps,
  source: DepositSource,
  transfers: TransferLog[],
  submittedBy: bigint | null,
): Promise<SeenLog[]> {
  const owners = new Map<string, bigint | null>();
  for (const from of new Set(transfers.map((t) => t.from))) {
    owners.set(from, (await walletOwnerOf(deps, from)) ?? null);
  }
  const at = deps.clock.now();
  return transfers.map((t) => {
    const memberId = owners.get(t.from) ?? null;
    return {
      chain_id: source.chainId,
      tx_hash: t.txHash,
      log_index: t.logIndex,
      block_number: t.blockNumber,
      block_hash: t.blockHash,
      token: source.token,
      from_address: t.from,
      to_address: t.to,
      amount_wei: t.valueWei.toString(),
      amount_micro: t.valueWei / WEI_PER_MICRO,
      member_id: memberId,
      // Noted for staff only on a transfer nobody's wallet sent (or the submitter's own).
      submitted_by_member_id: memberId === null || memberId === submittedBy ? submittedBy : null,
      seen_at: at,
    };
  });
}

export interface ScanResult {
  head: bigint;
  finalized: bigint;
  /** Transfer logs read in this run (the not-yet-final window is read again every run). */
  logs: number;
  credited: number;
  orphaned: number;
}

/**
 * One watcher run: reads the token's transfers to the platform from the cursor to the head in bounded
 * ranges, records each as seen, moves the cursor past what is final, then settles the seen logs.
 * Safe to run in several processes at once: every write is keyed on the log or guarded by its row.
 */
export async function scanDeposits(deps: ServiceDeps, source: DepositSource): Promise<ScanResult> {
  const { head, finalized } = await chainFinality(source);
  const stored = await findScanCursor(deps.db, source.chainId, source.token);
  let from = stored ?? source.fromBlock ?? finalized + 1n;
  // The first run records where reading starts, so later runs go on from there.
  if (stored === undefined) await advanceScanCursor(deps.db, source.chainId, source.token, from, deps.clock.now());
  let logs = 0;
  for (let ranges = 0; from <= head && ranges < MAX_RANGES_PER_RUN; ranges++) {
    const to = from + source.maxRange - 1n < head ? from + source.maxRange - 1n : head;
    const transfers = await readTransfers(source, from, to);
    logs += transfers.length;
    await upsertSeenLogs(deps.db, await seenLogsOf(deps, source, transfers, null));
    // Only what is final is never read again; the rest of the window is read on the next run too.
    const finalTo = to < finalized ? to : finalized;
    if (finalTo >= from) await advanceScanCursor(deps.db, source.chainId, source.token, finalTo + 1n, deps.clock.now());
    from = to + 1n;
  }
  const settled = await settleSeenLogs(
    deps,
    source,
    await findChainLogs(deps.db, source.chainId, { seen: SETTLE_BATCH }),
    finalized,
  );
  return { head, finalized, logs, ...settled };
}

/**
 * Settles seen logs: a log whose block is no longer the canonical block at its height is orphaned
 * (never credited); one whose block is final and canonical is credited to its member, or queued for
 * the finance desk when no member's wallet sent it.
 */
async function settleSeenLogs(deps: ServiceDeps, source: DepositSource, rows: ChainDepositRow[], finalized: bigint) {
  const hashes = new Map<bigint, string | null>();
  let credited = 0;
  let orphaned = 0;
  for (const row of rows) {
    if (!hashes.has(row.block_number)) hashes.set(row.block_number, await canonicalBlockHash(source, row.block_number));
    const canonical = hashes.get(row.block_number);
    // No block at that height (a shorter chain, or a lagging RPC node): wait until one is there.
    if (canonical === null || canonical === undefined) continue;
    if (canonical !== row.block_hash) {
      const result = await markOrphaned(deps.db, row.id, row.block_hash);
      orphaned += Number(result.numUpdatedRows);
    } else if (row.block_number <= finalized) {
      if ((await finalizeLog(deps, row)) === 'credited') credited += 1;
    }
  }
  return { credited, orphaned };
}

/** A final, canonical log: credited to its member once, or queued (unmatched), or dismissed as dust. */
async function finalizeLog(deps: ServiceDeps, row: ChainDepositRow): Promise<ChainDepositStatus | null> {
  const memberId = row.member_id ?? (await walletOwnerOf(deps, row.from_address)) ?? null;
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockLog(trx, row.id, 'seen', row.block_hash);
    if (!locked) return null;
    if (locked.amount_micro === 0n) return dismissLog(trx, row.id, chainDepositDustReason, at);
    const manualId = await manualDepositCrediting(trx, locked.tx_hash);
    if (manualId !== undefined) return dismissLog(trx, row.id, `${chainDepositManualReasonPrefix}${manualId}`, at);
    if (memberId === null) {
      await decideLog(trx, row.id, 'seen', { status: 'unmatched', final_at: at });
      return 'unmatched';
    }
    await creditLog(deps, trx, locked, memberId, { final_at: at, decided_at: at }, at);
    return 'credited';
  });
}

/** A final log the server itself decides is not to be credited, with the reason why. */
async function dismissLog(trx: Trx, id: bigint, reason: string, at: Date): Promise<ChainDepositStatus> {
  await decideLog(trx, id, 'seen', { status: 'dismissed', dismiss_reason: reason, final_at: at, decided_at: at });
  return 'dismissed';
}

/**
 * The chain side of the shared tx-hash guard (decision 008): locks the hash, as a staff approval of a
 * manual BEP-20 deposit does, then answers the approved manual deposit that already credited it, if
 * any. Taken before a log is credited or queued, so one transfer is credited once whichever path
 * comes first.
 */
async function manualDepositCrediting(trx: Trx, txHash: string) {
  await lockTxHash(trx, txHash);
  return findApprovedManualDeposit(trx, txHashKey(txHash));
}

/**
 * Treasury → the member's point1, in the transaction that moves the log to credited, with the member's
 * notice. The journal's business key names the log, so even a row that escaped its lock could not be
 * credited twice.
 */
async function creditLog(
  deps: ServiceDeps,
  trx: Trx,
  row: ChainDepositRow,
  memberId: bigint,
  set: { final_at?: Date; decided_at: Date; decided_by_staff_id?: bigint | null },
  at: Date,
) {
  const journal = await postJournal(trx, {
    type: 'deposit',
    businessKey: `chain-deposit:${row.chain_id}:${row.tx_hash}:${row.log_index}`,
    memberId,
    legs: [
      { account: { platform: 'treasury' }, amountMicro: -row.amount_micro },
      { account: { memberId, kind: 'point1' }, amountMicro: row.amount_micro },
    ],
    metadata: {
      chain_deposit_id: row.id,
      chain_id: row.chain_id,
      tx_hash: row.tx_hash,
      log_index: row.log_index,
      amount_wei: row.amount_wei,
    },
    at,
  });
  const credited = await decideLog(trx, row.id, row.status, {
    status: 'credited',
    member_id: memberId,
    journal_id: journal.journalId,
    ...set,
  });
  await notifyMember(trx, deps, {
    memberId,
    kind: 'chain_deposit_credited',
    params: { chain_deposit_id: String(row.id), tx_hash: row.tx_hash, amount: formatMicro(row.amount_micro) },
  });
  return credited;
}

/**
 * A member's tx hash: the same reading and the same rules as the watcher, for one transaction now
 * (one the watcher has not reached, or sent before its first block). Submitting claims nothing: the
 * sender's wallet still decides whose it is, and an unmatched transfer goes to the finance desk with
 * the submitter noted for staff.
 */
export async function submitChainDeposit(
  deps: ServiceDeps,
  source: DepositSource | null,
  memberId: bigint,
  txHash: string,
): Promise<ChainDepositRecord[]> {
  if (!source) throw new AppError('CHAIN_NOT_CONFIGURED');
  let transfers: TransferLog[] | null;
  let finalized: bigint;
  try {
    transfers = await readReceiptTransfers(source, txHash);
    ({ finalized } = await chainFinality(source));
  } catch {
    throw new AppError('CHAIN_UNAVAILABLE');
  }
  if (transfers === null) throw new AppError('CHAIN_TX_NOT_FOUND', { fields: { tx_hash: 'invalid' } });
  if (transfers.length === 0) throw new AppError('CHAIN_TX_NO_DEPOSIT', { fields: { tx_hash: 'invalid' } });
  await upsertSeenLogs(deps.db, await seenLogsOf(deps, source, transfers, memberId), memberId);
  const rows = await findChainLogs(deps.db, source.chainId, { txHash });
  await settleSeenLogs(
    deps,
    source,
    rows.filter((r) => r.status === 'seen'),
    finalized,
  );
  return (await findChainLogs(deps.db, source.chainId, { txHash })).map(toChainDepositRecord);
}

/**
 * A finance-desk decision on an unmatched transfer: the row locked, `decide` moves it on, the decision
 * audited, all in one transaction; already decided (or unknown): STATE_CHANGED (NOT_FOUND).
 */
function decideUnmatched(
  deps: ServiceDeps,
  id: bigint,
  actor: AuditActor,
  decide: (trx: Trx, row: ChainDepositRow, at: Date) => Promise<{ row: ChainDepositRow; audit: AuditDetail }>,
): Promise<ChainDepositRecord> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockLog(trx, id, 'unmatched');
    if (!locked) {
      const row = await findChainDeposit(trx, id);
      throw row ? new AppError('STATE_CHANGED', { status: row.status }) : new AppError('NOT_FOUND');
    }
    const { row, audit } = await decide(trx, locked, at);
    const before = { status: 'unmatched', from_address: row.from_address, amount_micro: row.amount_micro };
    await recordAuditAs(trx, actor, { targetType: 'chain_deposit', targetId: row.id, before, at, ...audit });
    return toChainDepositRecord(row);
  });
}

type AuditDetail = { action: AuditAction; after: Record<string, unknown>; reason?: string };

/** Staff credit an unmatched transfer to a member they identified. Audited. */
export function assignChainDeposit(deps: ServiceDeps, id: bigint, username: string, actor: AuditActor) {
  return decideUnmatched(deps, id, actor, async (trx, locked, at) => {
    const memberId = await findMemberIdByUsername(trx, username);
    if (memberId === undefined) throw AppError.fields({ username: 'invalid' });
    if ((await manualDepositCrediting(trx, locked.tx_hash)) !== undefined) throw new AppError('TX_HASH_CREDITED');
    const set = { decided_at: at, decided_by_staff_id: actor.staffId };
    const row = await creditLog(deps, trx, locked, memberId, set, at);
    return { row, audit: { action: 'chain_deposit.assign', after: { status: 'credited', member_id: memberId } } };
  });
}

/** Staff decide an unmatched transfer is nobody's to credit here (refunded on chain, say). Audited. */
export function dismissChainDeposit(deps: ServiceDeps, id: bigint, reason: string, actor: AuditActor) {
  return decideUnmatched(deps, id, actor, async (trx, locked, at) => {
    const set = {
      status: 'dismissed' as const,
      dismiss_reason: reason,
      decided_at: at,
      decided_by_staff_id: actor.staffId,
    };
    const row = await decideLog(trx, locked.id, 'unmatched', set);
    return { row, audit: { action: 'chain_deposit.dismiss', after: { status: 'dismissed' }, reason } };
  });
}

/** A chain deposit as the finance desk sees it: the record, whom it was matched to, why it was dismissed. */
function toAdminChainDeposit(row: ChainDepositRow): AdminChainDepositRow {
  return {
    ...toChainDepositRecord(row),
    member_id: row.member_id === null ? null : String(row.member_id),
    submitted_by_member_id: row.submitted_by_member_id === null ? null : String(row.submitted_by_member_id),
    dismiss_reason: row.dismiss_reason,
  };
}

export const findChainDepositRecords = recordList(findMemberChainDeposits, toChainDepositRecord);

export const findChainDepositQueuePage = adminList(findChainDepositQueue, toAdminChainDeposit);
