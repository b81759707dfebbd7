import type { TicketRefType } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isMemberDeposit } from '../deposits/deposits.service';
import { isMemberStake } from '../staking/staking.service';
import { isMemberWithdrawal } from '../withdrawals/withdrawals.service';

type OwnerCheck = (deps: Pick<Deps, 'db'>, memberId: bigint, id: bigint) => Promise<boolean>;

/** One owner check per kind of record a ticket may link to; a new ref_type must add its own here. */
const ownerChecks: Record<TicketRefType, OwnerCheck> = {
  deposit: isMemberDeposit,
  withdrawal: isMemberWithdrawal,
  stake: isMemberStake,
};

/**
 * A ticket may only point at the member's own record. Someone else's record and one that does not
 * exist answer the same NOT_FOUND, so the check tells nothing about other members' ids.
 */
export async function assertOwnReference(
  deps: Pick<Deps, 'db'>,
  memberId: bigint,
  ref: { ref_type?: TicketRefType | undefined; ref_id?: string | undefined },
): Promise<void> {
  if (ref.ref_type === undefined || ref.ref_id === undefined) return;
  if (!(await ownerChecks[ref.ref_type](deps, memberId, BigInt(ref.ref_id)))) throw new AppError('NOT_FOUND');
}
