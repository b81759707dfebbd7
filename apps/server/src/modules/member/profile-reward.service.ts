import { formatMicro } from '@tandem/contracts';
import { type Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { DuplicateJournalError, postJournal } from '../../ledger/post-journal';
import { notifyMember } from '../notifications/notifications.service';
import { findMemberProfile } from './member.repository';

/**
 * What "profile complete" means for the one-time voucher grant (decision 010): a full name, an email
 * and a mobile number on the account (the country always has a value). The KYC documents and the
 * payout details are separate steps and not part of it.
 */
export function isProfileComplete(profile: { fullname: string | null; email: string | null; mobile: string | null }) {
  return [profile.fullname, profile.email, profile.mobile].every((value) => (value ?? '').trim() !== '');
}

/**
 * Grants PROFILE_COMPLETION_VOUCHER voucher points (point5) once, when the profile is complete:
 * voucher_expense → point5 in the VOUCHER asset. The journal's business key `profile_reward:<member>`
 * is the exactly-once guard, so a later edit, or two edits at once, never grant twice. The member is
 * told (in the app and by mail) in the same transaction, so a grant that loses the race tells nothing
 * either (audit D8). True when this call granted them.
 */
export async function grantProfileReward(deps: Deps, memberId: bigint): Promise<boolean> {
  const profile = await findMemberProfile(deps.db, memberId);
  if (!profile || !isProfileComplete(profile)) return false;
  const { profileRewardVoucherMicro } = await deps.settings.typed();
  if (profileRewardVoucherMicro === 0n) return false;
  const at = deps.clock.now();
  try {
    await inTransaction(deps.db, async (trx) => {
      await postJournal(trx, {
        type: 'profile_reward',
        businessKey: `profile_reward:${memberId}`,
        memberId,
        legs: [
          { account: { platform: 'voucher_expense' }, amountMicro: -profileRewardVoucherMicro },
          { account: { memberId, kind: 'point5' }, amountMicro: profileRewardVoucherMicro },
        ],
        metadata: { amount_micro: profileRewardVoucherMicro },
        at,
      });
      await notifyMember(trx, deps, {
        memberId,
        kind: 'profile_reward',
        params: { amount: formatMicro(profileRewardVoucherMicro) },
      });
    });
    return true;
  } catch (error) {
    if (error instanceof DuplicateJournalError) return false;
    throw error;
  }
}
