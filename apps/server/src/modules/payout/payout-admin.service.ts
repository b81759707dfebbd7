import type { MemberPayout, PayoutKind } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { auditedChange } from '../audit/audit.service';
import { bankDetailsOf, withdrawHeldUntil } from './payout.service';
import {
  deletePayoutAddress,
  deletePayoutBank,
  findMemberIdentity,
  findPayoutAddress,
  findPayoutBank,
} from './payout.repository';

type PayoutAdminDeps = Pick<Deps, 'db' | 'clock' | 'settings'>;

/** A member's payout bindings as the back office sees them (D1b); NOT_FOUND for no such member. */
export async function getMemberPayout(deps: PayoutAdminDeps, memberId: bigint): Promise<MemberPayout> {
  if (!(await findMemberIdentity(deps.db, memberId))) throw new AppError('NOT_FOUND');
  const [address, bank, heldUntil] = await Promise.all([
    findPayoutAddress(deps.db, memberId),
    findPayoutBank(deps.db, memberId),
    withdrawHeldUntil(deps, memberId),
  ]);
  return {
    address: address
      ? {
          address: address.address,
          network: 'BEP20',
          bound_at: address.created_at.toISOString(),
          changed_at: address.changed_at?.toISOString() ?? null,
        }
      : null,
    bank: bank
      ? {
          ...bankDetailsOf(bank),
          bound_at: bank.created_at.toISOString(),
          changed_at: bank.changed_at?.toISOString() ?? null,
        }
      : null,
    withdraw_held_until: heldUntil?.toISOString() ?? null,
  };
}

/**
 * Staff clear a member's payout address or bank account with a reason (audited as payout.reset, the
 * binding as it was in `before`), so the member can bind the right one. NOT_FOUND when there is none.
 * Withdrawals already requested keep the destination they were requested with.
 */
export async function resetMemberPayout(
  deps: PayoutAdminDeps,
  memberId: bigint,
  input: { kind: PayoutKind; reason: string },
  actor: AuditActor,
): Promise<MemberPayout> {
  await auditedChange(deps, actor, 'payout.reset', async (trx) => {
    const removed =
      input.kind === 'address' ? await deletePayoutAddress(trx, memberId) : await deletePayoutBank(trx, memberId);
    if (!removed) throw new AppError('NOT_FOUND');
    const before =
      'address' in removed
        ? { kind: 'address', address: removed.address }
        : { kind: 'bank', ...bankDetailsOf(removed) };
    return { targetType: 'member', targetId: memberId, before, after: null, reason: input.reason };
  });
  return getMemberPayout(deps, memberId);
}
