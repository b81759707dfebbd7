import { type WithdrawalRecord, formatMicro } from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { AuditActor } from '../../lib/principals';
import { type Leg, postJournal } from '../../ledger/post-journal';
import { decidedBy, deskDecisions } from '../money-desk/desk-decision';
import { deskQueue } from '../money-desk/desk-queue';
import { findWithdrawal, findWithdrawalQueue, moveWithdrawal } from './withdrawals.repository';
import { releaseHold, toWithdrawalRecord } from './withdrawals.service';

/** The finance desk's side of withdrawals: the queue, approve, reject and mark paid. */
const decideOnWithdrawal = deskDecisions({ targetType: 'withdrawal', find: findWithdrawal });

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

/** What the audit log keeps of a decided withdrawal. */
function decidedAs(status: 'approved' | 'rejected', row: WithdrawalRow) {
  return { status, member_id: row.member_id, amount_micro: row.amount_micro, fee_micro: row.fee_micro };
}

/** Staff approve: hold → treasury (amount) and fee revenue (fee). The payout itself is marked later. */
export async function approveWithdrawal(deps: Deps, id: bigint, actor: AuditActor): Promise<WithdrawalRecord> {
  const row = await decideOnWithdrawal(deps, actor, id, {
    move: async (trx, at) => {
      const moved = await moveWithdrawal(trx, id, 'pending', {
        status: 'approved',
        ...decidedBy(actor, at),
      });
      if (!moved) return undefined;
      const legs: Leg[] = [
        {
          account: { memberId: moved.member_id, kind: 'withdrawal_hold' },
          amountMicro: -(moved.amount_micro + moved.fee_micro),
        },
        { account: { platform: 'treasury' }, amountMicro: moved.amount_micro },
      ];
      if (moved.fee_micro > 0n) legs.push({ account: { platform: 'fee_revenue' }, amountMicro: moved.fee_micro });
      await postJournal(trx, {
        type: 'withdrawal_approve',
        businessKey: `withdrawal_approve:${moved.id}`,
        memberId: moved.member_id,
        legs,
        metadata: { withdrawal_id: moved.id, amount_micro: moved.amount_micro, fee_micro: moved.fee_micro },
        at,
      });
      return moved;
    },
    audit: (row) => ({
      action: 'withdrawal.approve',
      before: { status: 'pending' },
      after: decidedAs('approved', row),
    }),
    notice: {
      kind: 'withdrawal_approved',
      params: (row) => ({ withdrawal_id: String(row.id), amount: formatMicro(row.amount_micro) }),
    },
  });
  return toWithdrawalRecord(row);
}

/** Staff reject with a reason: the hold goes back to the wallet it came from. */
export async function rejectWithdrawal(
  deps: Deps,
  id: bigint,
  reason: string,
  actor: AuditActor,
): Promise<WithdrawalRecord> {
  const row = await decideOnWithdrawal(deps, actor, id, {
    move: async (trx, at) => {
      const moved = await moveWithdrawal(trx, id, 'pending', {
        status: 'rejected',
        reject_reason: reason,
        ...decidedBy(actor, at),
      });
      if (moved) await releaseHold(trx, moved, 'withdrawal_reject', at);
      return moved;
    },
    audit: (row) => ({
      action: 'withdrawal.reject',
      before: { status: 'pending' },
      after: decidedAs('rejected', row),
      reason,
    }),
    notice: {
      kind: 'withdrawal_rejected',
      params: (row) => ({ withdrawal_id: String(row.id), amount: formatMicro(row.amount_micro), reason }),
    },
  });
  return toWithdrawalRecord(row);
}

/** Records the payout (tx hash or bank reference) of an approved withdrawal; no money moves here. */
export async function markWithdrawalPaid(
  deps: Deps,
  id: bigint,
  reference: string,
  actor: AuditActor,
): Promise<WithdrawalRecord> {
  const row = await decideOnWithdrawal(deps, actor, id, {
    move: (trx, at) =>
      moveWithdrawal(trx, id, 'approved', {
        status: 'paid',
        paid_reference: reference,
        paid_at: at,
        paid_by_staff_id: actor.staffId,
      }),
    audit: (row) => ({
      action: 'withdrawal.paid',
      before: { status: 'approved' },
      after: { status: 'paid', member_id: row.member_id, paid_reference: reference },
    }),
    notice: {
      kind: 'withdrawal_paid',
      params: (row) => ({ withdrawal_id: String(row.id), amount: formatMicro(row.amount_micro) }),
    },
  });
  return toWithdrawalRecord(row);
}

export const findWithdrawalQueuePage = deskQueue(findWithdrawalQueue, toWithdrawalRecord);
