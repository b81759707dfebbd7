import { type DepositRecord, formatMicro } from '@tandem/contracts';
import type { Trx } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { lockTxHash } from '../../lib/tx-hash-lock';
import { postJournal } from '../../ledger/post-journal';
import { decidedBy, deskDecisions } from '../money-desk/desk-decision';
import { deskQueue } from '../money-desk/desk-queue';
import {
  decideDeposit,
  findDeposit,
  findDepositQueue,
  isTxHashOnChainDesk,
  lockPendingDeposit,
} from './deposits.repository';
import { depositAmountMicro, toDepositRecord } from './deposits.service';

/** The finance desk's side of deposits: the queue and the decisions on it. */
const decideOnDeposit = deskDecisions({ targetType: 'deposit', find: findDeposit });

/**
 * The manual side of the shared tx-hash guard (decision 008): with the hash locked, a transfer the
 * chain-deposit watcher has credited or queued for the finance desk is not approved again by hand.
 */
async function refuseIfOnChainDesk(trx: Trx, key: string) {
  await lockTxHash(trx, key);
  if (await isTxHashOnChainDesk(trx, key)) throw new AppError('TX_HASH_CREDITED');
}

/**
 * Credits a pending deposit: treasury → member point1, in the transaction that moves it to approved.
 * The row is locked first, so of many approvals at once one credits and the rest see STATE_CHANGED;
 * the journal's business key (one per deposit) is the second guard.
 */
export async function approveDeposit(
  deps: Deps,
  id: bigint,
  creditedAmount: string | undefined,
  actor: AuditActor,
): Promise<DepositRecord> {
  const row = await decideOnDeposit(deps, actor, id, {
    move: async (trx, at) => {
      const pending = await lockPendingDeposit(trx, id);
      if (!pending) return undefined;
      if (pending.network === 'BEP20_USDT' && pending.tx_hash_key) await refuseIfOnChainDesk(trx, pending.tx_hash_key);
      const creditedMicro = creditedAmount === undefined ? pending.amount_micro : depositAmountMicro(creditedAmount);
      const journal = await postJournal(trx, {
        type: 'deposit',
        businessKey: `deposit:${pending.id}`,
        memberId: pending.member_id,
        legs: [
          { account: { platform: 'treasury' }, amountMicro: -creditedMicro },
          { account: { memberId: pending.member_id, kind: 'point1' }, amountMicro: creditedMicro },
        ],
        metadata: { deposit_id: pending.id, deposit_type: pending.deposit_type, network: pending.network },
        at,
      });
      return decideDeposit(trx, id, {
        status: 'approved',
        ...decidedBy(actor, at),
        journal_id: journal.journalId,
        credited_micro: creditedMicro,
      });
    },
    // The decision changes neither the amount asked nor, once set, the amount credited.
    audit: (row) => ({
      action: 'deposit.approve',
      before: { status: 'pending', amount_micro: row.amount_micro },
      after: { status: 'approved', member_id: row.member_id, credited_micro: row.credited_micro },
    }),
    notice: {
      kind: 'deposit_approved',
      params: (row) => ({ deposit_id: String(row.id), amount: formatMicro(row.credited_micro ?? row.amount_micro) }),
    },
  });
  return toDepositRecord(row);
}

export async function rejectDeposit(deps: Deps, id: bigint, reason: string, actor: AuditActor): Promise<DepositRecord> {
  const row = await decideOnDeposit(deps, actor, id, {
    move: (trx, at) => decideDeposit(trx, id, { status: 'rejected', reject_reason: reason, ...decidedBy(actor, at) }),
    audit: (row) => ({
      action: 'deposit.reject',
      before: { status: 'pending' },
      after: { status: 'rejected', member_id: row.member_id, amount_micro: row.amount_micro },
      reason,
    }),
    notice: {
      kind: 'deposit_rejected',
      params: (row) => ({ deposit_id: String(row.id), amount: formatMicro(row.amount_micro), reason }),
    },
  });
  return toDepositRecord(row);
}

export const findDepositQueuePage = deskQueue(findDepositQueue, toDepositRecord);
