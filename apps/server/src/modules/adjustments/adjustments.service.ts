import { type AdjustmentRecord, type AuditAction, formatMicro, parseMoneyToMicro } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { missingOrChanged } from '../../lib/compare-and-set';
import { assetOfMemberAccount } from '../../ledger/accounts';
import { postJournal } from '../../ledger/post-journal';
import { type Trx, inTransaction } from '../../db/transaction';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs, staffIdOf } from '../audit/audit.service';
import {
  type AdjustmentViewRow,
  decideAdjustment,
  findAdjustmentPage,
  findAdjustmentStatus,
  findAdjustmentView,
  insertAdjustment,
  lockPendingAdjustment,
  memberExists,
} from './adjustments.repository';
import { adminList } from '../../lib/paged-lists';

export interface AdjustmentRequest {
  member_id: string;
  wallet: AdjustmentViewRow['wallet'];
  direction: AdjustmentViewRow['direction'];
  amount: string;
  reason: string;
}

function toRecord(row: AdjustmentViewRow): AdjustmentRecord {
  return {
    id: String(row.id),
    member_id: String(row.member_id),
    username: row.username,
    wallet: row.wallet,
    direction: row.direction,
    amount: formatMicro(row.amount_micro),
    reason: row.reason,
    status: row.status,
    requested_by: row.requested_by,
    requested_by_staff_id: String(row.requested_by_staff_id),
    created_at: row.created_at.toISOString(),
    decided_by: row.decided_by,
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    reject_reason: row.reject_reason,
    journal_id: row.journal_id === null ? null : String(row.journal_id),
  };
}

async function viewOf(trx: Trx, id: bigint) {
  const row = await findAdjustmentView(trx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toRecord(row);
}

/** Why a decision's compare-and-set moved nothing: the request as it is now (lib/compare-and-set). */
async function decidedElsewhere(trx: Trx, id: bigint): Promise<never> {
  return missingOrChanged(await findAdjustmentStatus(trx, id));
}

/** The maker's half: records what should move and why. No money moves until a second person approves. */
export function requestAdjustment(deps: Deps, input: AdjustmentRequest, actor: AuditActor): Promise<AdjustmentRecord> {
  const staffId = staffIdOf(actor);
  const amountMicro = parseMoneyToMicro(input.amount);
  // The schema accepted it already; a miss here means the two disagree, so refuse rather than guess.
  if (amountMicro === null || amountMicro <= 0n) throw AppError.fields({ amount: 'invalid' });
  const memberId = BigInt(input.member_id);
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    if (!(await memberExists(trx, memberId))) throw AppError.fields({ member_id: 'invalid' });
    const { id } = await insertAdjustment(trx, {
      member_id: memberId,
      wallet: input.wallet,
      direction: input.direction,
      amount_micro: amountMicro,
      reason: input.reason,
      requested_by_staff_id: staffId,
      created_at: at,
    });
    await recordAuditAs(trx, actor, {
      action: 'adjustment.request',
      targetType: 'adjustment',
      targetId: id,
      after: {
        status: 'pending',
        member_id: memberId,
        wallet: input.wallet,
        direction: input.direction,
        amount_micro: amountMicro,
      },
      reason: input.reason,
      at,
    });
    return viewOf(trx, id);
  });
}

/**
 * Moves a locked pending request to its decision and logs it (with its member and wallet, and the
 * decision's own `after` details): what approving and rejecting share. A request another decision
 * moved meanwhile is NOT_FOUND or STATE_CHANGED.
 */
async function recordDecision(
  trx: Trx,
  actor: AuditActor,
  pending: { id: bigint; member_id: bigint; wallet: string },
  at: Date,
  step: {
    decision: Omit<Parameters<typeof decideAdjustment>[2], 'decided_at'>;
    action: AuditAction;
    after: Record<string, unknown>;
    reason?: string;
  },
): Promise<AdjustmentRecord> {
  const id = pending.id;
  const decided = await decideAdjustment(trx, id, { ...step.decision, decided_at: at });
  if (!decided) return decidedElsewhere(trx, id);
  await recordAuditAs(trx, actor, {
    action: step.action,
    targetType: 'adjustment',
    targetId: id,
    before: { status: 'pending' },
    after: { status: step.decision.status, member_id: pending.member_id, wallet: pending.wallet, ...step.after },
    reason: step.reason,
    at,
  });
  return viewOf(trx, id);
}

/**
 * The checker's half: a different staff member moves the request to approved and posts the journal
 * in one transaction (credit: adjustments → wallet; debit: wallet → adjustments, in the wallet's own
 * asset, so point5 moves VOUCHER). The row is locked first, so of two approvals one posts and the
 * other sees STATE_CHANGED; a debit the wallet cannot cover rolls everything back and stays pending.
 */
export function approveAdjustment(deps: Deps, id: bigint, actor: AuditActor): Promise<AdjustmentRecord> {
  const staffId = staffIdOf(actor);
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const pending = await lockPendingAdjustment(trx, id);
    if (!pending) return decidedElsewhere(trx, id);
    if (pending.requested_by_staff_id === staffId) throw new AppError('SAME_STAFF_APPROVAL');
    const signedMicro = pending.direction === 'credit' ? pending.amount_micro : -pending.amount_micro;
    // A debit larger than the balance: InsufficientBalanceError, answered INSUFFICIAN_BALANCE (plugins/errors.ts).
    const { journalId } = await postJournal(trx, {
      type: 'adjustment',
      businessKey: `adjustment:${pending.id}`,
      memberId: pending.member_id,
      legs: [
        {
          account: { platform: 'adjustments', asset: assetOfMemberAccount(pending.wallet) },
          amountMicro: -signedMicro,
        },
        { account: { memberId: pending.member_id, kind: pending.wallet }, amountMicro: signedMicro },
      ],
      metadata: {
        adjustment_id: pending.id,
        direction: pending.direction,
        requested_by_staff_id: pending.requested_by_staff_id,
        approved_by_staff_id: staffId,
      },
      at,
    });
    return recordDecision(trx, actor, pending, at, {
      decision: { status: 'approved', decided_by_staff_id: staffId, journal_id: journalId },
      action: 'adjustment.approve',
      after: { amount_micro: signedMicro, journal_id: journalId, requested_by_staff_id: pending.requested_by_staff_id },
    });
  });
}

/** Turns a pending request down with a reason; nothing moves. Anyone with the permission, the maker included, may withdraw it. */
export function rejectAdjustment(deps: Deps, id: bigint, reason: string, actor: AuditActor): Promise<AdjustmentRecord> {
  const staffId = staffIdOf(actor);
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const pending = await lockPendingAdjustment(trx, id);
    if (!pending) return decidedElsewhere(trx, id);
    return recordDecision(trx, actor, pending, at, {
      decision: { status: 'rejected', decided_by_staff_id: staffId, reject_reason: reason },
      action: 'adjustment.reject',
      after: { direction: pending.direction, amount_micro: pending.amount_micro },
      reason,
    });
  });
}

export const findAdjustments = adminList(findAdjustmentPage, toRecord);
