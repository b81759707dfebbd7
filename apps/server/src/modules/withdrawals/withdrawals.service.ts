import {
  type WithdrawType,
  type WithdrawWallet,
  type WithdrawalRecord,
  type WithdrawRules,
  bpsOf,
  formatMicro,
  parseWholeUnitsToMicro,
  businessDate,
  expectedProcessingDate,
  zonedDateTime,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type IdempotencyClaim, type Idempotent, replayIfRaced, runIdempotent } from '../../ledger/idempotency';
import { postJournal } from '../../ledger/post-journal';
import { type Trx } from '../../db/transaction';
import { uniqueViolationAs } from '../../lib/unique-violation';
import { missingOrChanged } from '../../lib/compare-and-set';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import {
  assertWithdrawNotHeld,
  bankDetailsOf,
  findMemberIdentity,
  findPayoutAddress,
  findPayoutBank,
} from '../payout/payout.service';
import {
  findBlockingWithdrawal,
  findMemberWithdrawalsAfter,
  findWithdrawal,
  insertWithdrawal,
  moveWithdrawal,
  withdrawalRowOf,
  withdrawalsInSession,
} from './withdrawals.repository';
import type { TypedSettings } from '../settings/typed-settings';
import { memberFoldedRecordList, memberRecordCsv } from '../../lib/paged-lists';

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export function describeDestination(destination: unknown): string {
  const d = (destination ?? {}) as Record<string, string>;
  if (d.address) return d.address;
  return [d.bank_name, d.account_number, d.account_holder].filter(Boolean).join(' · ');
}

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: String(row.id),
    withdraw_type: row.withdraw_type,
    wallet: row.wallet,
    amount: formatMicro(row.amount_micro),
    fee: formatMicro(row.fee_micro),
    total: formatMicro(row.amount_micro + row.fee_micro),
    destination: describeDestination(row.destination),
    status: row.status,
    reject_reason: row.reject_reason,
    paid_reference: row.paid_reference,
    business_day: row.business_day,
    expected_date: row.expected_date,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

export async function getWithdrawRules(deps: Pick<Deps, 'settings'>): Promise<WithdrawRules> {
  const s = await deps.settings.typed();
  return {
    min_amount: formatMicro(s.withdrawMinMicro),
    max_amount: formatMicro(s.withdrawMaxMicro),
    fee_percent: s.withdrawFeePercent,
    min_fee: formatMicro(s.withdrawMinFeeMicro),
  };
}

/** Fee = max(amount × WITHDRAW_FEE %, WITHDRAW_MIN_AMOUNT_IN_FEE), rounded down to the micro unit. */
export function withdrawalFee(
  amountMicro: bigint,
  settings: Pick<TypedSettings, 'withdrawFeeBps' | 'withdrawMinFeeMicro'>,
): bigint {
  const byPercent = bpsOf(amountMicro, settings.withdrawFeeBps);
  return byPercent > settings.withdrawMinFeeMicro ? byPercent : settings.withdrawMinFeeMicro;
}

const asWithdrawalConflict = uniqueViolationAs({
  withdrawals_one_pending: 'LAST_WITHDRAWAL_PENDING',
  withdrawals_one_per_day: 'REACH_TODAY_LIMIT',
});

/**
 * A withdrawal request: member wallet → withdrawal hold (amount + fee), with its row, in one
 * transaction. Checked in this order, each answering its catalogue code with nothing changed:
 * KYC approved (NO_PERMISSION, data.hint 'kyc'), a bound payout (no_address) not changed within
 * PAYOUT_CHANGE_HOLD_HOURS (PAYOUT_CHANGE_HOLD, data.until), whole amount within
 * WITHDRAW_MIN_AMOUNT..WITHDRAW_MAX_AMOUNT (MIN_WITHDRAW_AMOUNT), no pending one
 * (LAST_WITHDRAWAL_PENDING), none live today (REACH_TODAY_LIMIT), the secondary password, and
 * amount + fee in the wallet (INSUFFICIAN_BALANCE). The unique indexes settle races the checks miss.
 */
export async function requestWithdrawal(
  deps: Deps,
  memberId: bigint,
  type: WithdrawType,
  input: { amount: string; wallet: WithdrawWallet; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<WithdrawalRecord>> {
  const amountMicro = parseWholeUnitsToMicro(input.amount);
  if (amountMicro === null || amountMicro <= 0n) throw AppError.fields({ amount: 'invalid' });
  const member = await findMemberIdentity(deps.db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (member.kyc_status !== 'approved') throw new AppError('NO_PERMISSION', { hint: 'kyc' });

  let destination: Record<string, string>;
  if (type === 'crypto') {
    const address = await findPayoutAddress(deps.db, memberId);
    if (!address) throw new AppError('no_address', { payout: 'address' });
    destination = { address: address.address };
  } else {
    const bank = await findPayoutBank(deps.db, memberId);
    if (!bank) throw new AppError('no_address', { payout: 'bank' });
    destination = bankDetailsOf(bank);
  }
  await assertWithdrawNotHeld(deps, memberId);

  const settings = await deps.settings.typed();
  const minMicro = settings.withdrawMinMicro;
  const maxMicro = settings.withdrawMaxMicro;
  if (amountMicro < minMicro || amountMicro > maxMicro) {
    throw new AppError('MIN_WITHDRAW_AMOUNT', {
      min: formatMicro(minMicro),
      max: formatMicro(maxMicro),
      fields: { amount: 'invalid' },
    });
  }

  const timeZone = deps.config.businessTz;
  const at = deps.clock.now();
  const businessDay = businessDate(at, timeZone);
  const blocking = await findBlockingWithdrawal(deps.db, memberId, businessDay);
  if (blocking) {
    const code = blocking.status === 'pending' ? 'LAST_WITHDRAWAL_PENDING' : 'REACH_TODAY_LIMIT';
    return replayIfRaced(deps.db, claim, new AppError(code));
  }

  await verifySecondaryPassword(deps, memberId, input.sec_password);
  const feeMicro = withdrawalFee(amountMicro, settings);

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const row = await insertWithdrawal(trx, {
      member_id: memberId,
      withdraw_type: type,
      wallet: input.wallet,
      amount_micro: amountMicro,
      fee_micro: feeMicro,
      destination: JSON.stringify(destination),
      business_day: businessDay,
      expected_date: expectedProcessingDate(at, timeZone),
      created_at: at,
    }).catch(asWithdrawalConflict);
    await postJournal(trx, {
      type: 'withdrawal_request',
      businessKey: `withdrawal_request:${row.id}`,
      memberId,
      legs: [
        { account: { memberId, kind: input.wallet }, amountMicro: -(amountMicro + feeMicro) },
        { account: { memberId, kind: 'withdrawal_hold' }, amountMicro: amountMicro + feeMicro },
      ],
      metadata: { withdrawal_id: row.id, amount_micro: amountMicro, fee_micro: feeMicro, withdraw_type: type },
      at,
    });
    return toWithdrawalRecord(row);
  });
}

/** The hold goes back to the wallet it came from (reject or cancel). */
export function releaseHold(trx: Trx, row: WithdrawalRow, type: 'withdrawal_reject' | 'withdrawal_cancel', at: Date) {
  const total = row.amount_micro + row.fee_micro;
  return postJournal(trx, {
    type,
    businessKey: `withdrawal_release:${row.id}`,
    memberId: row.member_id,
    legs: [
      { account: { memberId: row.member_id, kind: 'withdrawal_hold' }, amountMicro: -total },
      { account: { memberId: row.member_id, kind: row.wallet }, amountMicro: total },
    ],
    metadata: { withdrawal_id: row.id, amount_micro: row.amount_micro, fee_micro: row.fee_micro },
    at,
  });
}

/** The member takes back a pending withdrawal; its hold returns to the wallet. */
export async function cancelWithdrawal(
  deps: Deps,
  memberId: bigint,
  id: bigint,
  claim: IdempotencyClaim | null,
): Promise<Idempotent<WithdrawalRecord>> {
  const at = deps.clock.now();
  return runIdempotent(deps.db, claim, at, async (trx) => {
    const row = await moveWithdrawal(trx, id, 'pending', { status: 'cancelled', decided_at: at }, memberId);
    if (!row) return missingOrChanged(await findWithdrawal(trx, id), memberId);
    await releaseHold(trx, row, 'withdrawal_cancel', at);
    return toWithdrawalRecord(row);
  });
}

/** withdraw-record at one round trip (issue 14): the session check, the page and its total in one statement. */
export const withdrawRecords = memberFoldedRecordList('withdraw_type', withdrawalsInSession, (row) =>
  toWithdrawalRecord(withdrawalRowOf(row)),
);

/** The withdrawals of the list's filter as CSV: amount, fee and total exactly, and where each went. */
export const exportWithdrawRecordsCsv = memberRecordCsv(
  'withdraw_type',
  findMemberWithdrawalsAfter,
  (row) => row.id,
  toWithdrawalRecord,
  {
    name: 'withdrawals',
    columns: [
      'type',
      'wallet',
      'amount',
      'fee',
      'total',
      'destination',
      'status',
      'paid reference',
      'reject reason',
      'paid at',
    ],
    timeOf: (record) => record.created_at,
    cells: (record, timeZone) => [
      record.withdraw_type,
      record.wallet,
      record.amount,
      record.fee,
      record.total,
      record.destination,
      record.status,
      record.paid_reference,
      record.reject_reason,
      record.paid_at && zonedDateTime(new Date(record.paid_at), timeZone),
    ],
  },
);

/** Whether withdrawal `id` exists and is the member's: what another module may link to (a ticket's reference). */
export async function isMemberWithdrawal(deps: Pick<Deps, 'db'>, memberId: bigint, id: bigint): Promise<boolean> {
  const row = await findWithdrawal(deps.db, id);
  return row?.member_id === memberId;
}
