import { bpsOf, bpsToShortPercent } from '@tandem/contracts';
import type { Trx } from '../../db/transaction';
import { postJournal } from '../../ledger/post-journal';
import { findSponsorId, insertBonusLine } from './staking.repository';

/**
 * Direct sponsor bonus: DIRECT_BONUS_PERCENT of the new stake's principal to the sponsor's point3,
 * in the stake's transaction, with its bonus line. Nothing when there is no sponsor or the rate or
 * the amount rounds to zero.
 */
export async function payDirectBonus(
  trx: Trx,
  stake: { id: bigint; member_id: bigint; principal_micro: bigint },
  rateBps: number,
  at: Date,
) {
  const sponsorId = await findSponsorId(trx, stake.member_id);
  if (sponsorId === null) return;
  const amountMicro = bpsOf(stake.principal_micro, rateBps);
  if (amountMicro === 0n) return;
  const sourceKey = `stake:${stake.id}`;
  const posted = await postJournal(trx, {
    type: 'bonus_direct',
    businessKey: `bonus:direct:${stake.id}`,
    memberId: sponsorId,
    legs: [
      { account: { platform: 'bonus_expense' }, amountMicro: -amountMicro },
      { account: { memberId: sponsorId, kind: 'point3' }, amountMicro },
    ],
    metadata: {
      stake_id: stake.id,
      source_member_id: stake.member_id,
      rate_bps: rateBps,
      base_micro: stake.principal_micro,
    },
    at,
  });
  await insertBonusLine(trx, {
    beneficiary_id: sponsorId,
    kind: 'direct',
    level: 1,
    source_member_id: stake.member_id,
    source_stake_id: stake.id,
    base_micro: stake.principal_micro,
    rate_bps: rateBps,
    amount_micro: amountMicro,
    rule: `DIRECT_BONUS_PERCENT ${bpsToShortPercent(rateBps)}% of a direct member's new stake`,
    journal_id: posted.journalId,
    created_at: at,
    source_key: sourceKey,
  });
}
