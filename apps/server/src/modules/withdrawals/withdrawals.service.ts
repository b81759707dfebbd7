import {
  ADMIN_PAGE_SIZE,
  type AdminWithdrawalRow,
  MICRO_PER_UNIT,
  type Page,
  RECORD_PAGE_SIZE,
  type RecordPage,
  type WithdrawRules,
  type WithdrawType,
  type WithdrawWallet,
  type WithdrawalRecord,
  type WithdrawalStatus,
  feeOf,
  formatMicro,
  parseMoneyToMicro,
  parseWholeUnitsToMicro,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  type IdempotencyClaim,
  type Idempotent,
  findReplay,
  replayIfRaced,
  runIdempotent,
} from '../../ledger/idempotency';
import { type Leg, postJournal } from '../../ledger/post-journal';
import { type Trx, inTransaction } from '../../db/transaction';
import type { AuditActor } from '../../lib/principals';
import { auditAs, recordAudit } from '../audit/audit.service';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { verifySecondaryPassword } from '../member/member.service';
import { notifyMember } from '../notifications/notifications.service';
import { findMemberIdentity, findPayoutAddress, findPayoutBank } from '../payout/payout.service';
import { businessDate, expectedProcessingDate } from '../../lib/business-time';
import {
  findBlockingWithdrawal,
  findMemberWithdrawals,
  findWithdrawal,
  findWithdrawalQueue,
  insertWithdrawal,
  moveWithdrawal,
} from './withdrawals.repository';
import { queueItemFields } from '../../lib/queue-item';

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

function describeDestination(destination: unknown): string {
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
  const s = await deps.settings.all();
  return {
    min_amount: formatMicro(BigInt(s.WITHDRAW_MIN_AMOUNT) * MICRO_PER_UNIT),
    max_amount: formatMicro(BigInt(s.WITHDRAW_MAX_AMOUNT) * MICRO_PER_UNIT),
    fee_percent: s.WITHDRAW_FEE,
    min_fee: formatMicro(parseMoneyToMicro(s.WITHDRAW_MIN_AMOUNT_IN_FEE) ?? 0n),
  };
}

/** Fee = max(amount × WITHDRAW_FEE %, WITHDRAW_MIN_AMOUNT_IN_FEE), rounded down to the micro unit. */
export function withdrawalFee(amountMicro: bigint, percent: string, minFee: string): bigint {
  const byPercent = feeOf(amountMicro, percent);
  const floor = parseMoneyToMicro(minFee) ?? 0n;
  return byPercent > floor ? byPercent : floor;
}

const uniqueCodes: Record<string, 'LAST_WITHDRAWAL_PENDING' | 'REACH_TODAY_LIMIT'> = {
  withdrawals_one_pending: 'LAST_WITHDRAWAL_PENDING',
  withdrawals_one_per_day: 'REACH_TODAY_LIMIT',
};

/**
 * A withdrawal request: member wallet → withdrawal hold (amount + fee), with its row, in one
 * transaction. Checked in this order, each answering its catalogue code with nothing changed:
 * KYC approved (NO_PERMISSION, data.hint 'kyc'), a bound payout (no_address), whole amount within
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
  const replay = await findReplay<WithdrawalRecord>(deps.db, claim);
  if (replay) return replay;

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
    destination = {
      bank_country: bank.bank_country,
      bank_name: bank.bank_name,
      account_holder: bank.account_holder,
      account_number: bank.account_number,
      branch: bank.branch,
      swift: bank.swift,
    };
  }

  const settings = await deps.settings.all();
  const minMicro = BigInt(settings.WITHDRAW_MIN_AMOUNT) * MICRO_PER_UNIT;
  const maxMicro = BigInt(settings.WITHDRAW_MAX_AMOUNT) * MICRO_PER_UNIT;
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
  const feeMicro = withdrawalFee(amountMicro, settings.WITHDRAW_FEE, settings.WITHDRAW_MIN_AMOUNT_IN_FEE);

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
    }).catch((error: unknown) => {
      const code = uniqueCodes[violatedUniqueConstraint(error) ?? ''];
      throw code ? new AppError(code) : error;
    });
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
function releaseHold(trx: Trx, row: WithdrawalRow, type: 'withdrawal_reject' | 'withdrawal_cancel', at: Date) {
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

async function missingOrChanged(trx: Trx, id: bigint, memberId?: bigint): Promise<never> {
  const row = await findWithdrawal(trx, id);
  if (!row || (memberId !== undefined && row.member_id !== memberId)) throw new AppError('NOT_FOUND');
  throw new AppError('STATE_CHANGED', { status: row.status });
}

/** The member takes back a pending withdrawal; its hold returns to the wallet. */
export async function cancelWithdrawal(
  deps: Deps,
  memberId: bigint,
  id: bigint,
  claim: IdempotencyClaim | null,
): Promise<Idempotent<WithdrawalRecord>> {
  const replay = await findReplay<WithdrawalRecord>(deps.db, claim);
  if (replay) return replay;
  const at = deps.clock.now();
  return runIdempotent(deps.db, claim, at, async (trx) => {
    const row = await moveWithdrawal(trx, id, 'pending', { status: 'cancelled', decided_at: at }, memberId);
    if (!row) return missingOrChanged(trx, id, memberId);
    await releaseHold(trx, row, 'withdrawal_cancel', at);
    return toWithdrawalRecord(row);
  });
}

/** Staff approve: hold → treasury (amount) and fee revenue (fee). The payout itself is marked later. */
export function approveWithdrawal(deps: Deps, id: bigint, actor: AuditActor): Promise<WithdrawalRecord> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await moveWithdrawal(trx, id, 'pending', {
      status: 'approved',
      decided_at: at,
      decided_by_staff_id: actor.staffId,
    });
    if (!row) return missingOrChanged(trx, id);
    const legs: Leg[] = [
      {
        account: { memberId: row.member_id, kind: 'withdrawal_hold' },
        amountMicro: -(row.amount_micro + row.fee_micro),
      },
      { account: { platform: 'treasury' }, amountMicro: row.amount_micro },
    ];
    if (row.fee_micro > 0n) legs.push({ account: { platform: 'fee_revenue' }, amountMicro: row.fee_micro });
    await postJournal(trx, {
      type: 'withdrawal_approve',
      businessKey: `withdrawal_approve:${row.id}`,
      memberId: row.member_id,
      legs,
      metadata: { withdrawal_id: row.id, amount_micro: row.amount_micro, fee_micro: row.fee_micro },
      at,
    });
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: row.id,
        before: { status: 'pending' },
        after: {
          status: 'approved',
          member_id: row.member_id,
          amount_micro: row.amount_micro,
          fee_micro: row.fee_micro,
        },
        at,
      }),
    );
    await notifyMember(trx, deps, {
      memberId: row.member_id,
      kind: 'withdrawal_approved',
      params: { withdrawal_id: String(row.id), amount: formatMicro(row.amount_micro) },
    });
    return toWithdrawalRecord(row);
  });
}

export function rejectWithdrawal(deps: Deps, id: bigint, reason: string, actor: AuditActor): Promise<WithdrawalRecord> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await moveWithdrawal(trx, id, 'pending', {
      status: 'rejected',
      reject_reason: reason,
      decided_at: at,
      decided_by_staff_id: actor.staffId,
    });
    if (!row) return missingOrChanged(trx, id);
    await releaseHold(trx, row, 'withdrawal_reject', at);
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: row.id,
        before: { status: 'pending' },
        after: {
          status: 'rejected',
          member_id: row.member_id,
          amount_micro: row.amount_micro,
          fee_micro: row.fee_micro,
        },
        reason,
        at,
      }),
    );
    await notifyMember(trx, deps, {
      memberId: row.member_id,
      kind: 'withdrawal_rejected',
      params: { withdrawal_id: String(row.id), amount: formatMicro(row.amount_micro), reason },
    });
    return toWithdrawalRecord(row);
  });
}

/** Records the payout (tx hash or bank reference) of an approved withdrawal; no money moves here. */
export function markWithdrawalPaid(
  deps: Deps,
  id: bigint,
  reference: string,
  actor: AuditActor,
): Promise<WithdrawalRecord> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await moveWithdrawal(trx, id, 'approved', {
      status: 'paid',
      paid_reference: reference,
      paid_at: at,
      paid_by_staff_id: actor.staffId,
    });
    if (!row) return missingOrChanged(trx, id);
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'withdrawal.paid',
        targetType: 'withdrawal',
        targetId: row.id,
        before: { status: 'approved' },
        after: { status: 'paid', member_id: row.member_id, paid_reference: reference },
        at,
      }),
    );
    await notifyMember(trx, deps, {
      memberId: row.member_id,
      kind: 'withdrawal_paid',
      params: { withdrawal_id: String(row.id), amount: formatMicro(row.amount_micro) },
    });
    return toWithdrawalRecord(row);
  });
}

export async function findWithdrawRecords(
  deps: Pick<Deps, 'db'>,
  memberId: bigint,
  query: { withdraw_type?: WithdrawType; page: number },
): Promise<RecordPage<WithdrawalRecord>> {
  const { rows, total } = await findMemberWithdrawals(
    deps.db,
    memberId,
    query.withdraw_type,
    RECORD_PAGE_SIZE,
    (query.page - 1) * RECORD_PAGE_SIZE,
  );
  return { list: rows.map(toWithdrawalRecord), page: query.page, per_page: RECORD_PAGE_SIZE, total };
}

export async function findWithdrawalQueuePage(
  deps: Pick<Deps, 'db' | 'clock'>,
  status: WithdrawalStatus,
  page: number,
): Promise<Page<AdminWithdrawalRow>> {
  const { rows, total } = await findWithdrawalQueue(deps.db, status, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  const now = deps.clock.now().getTime();
  return {
    list: rows.map((row) => ({
      ...toWithdrawalRecord(row),
      destination: describeDestination(row.destination),
      ...queueItemFields(row, now),
    })),
    page,
    per_page: ADMIN_PAGE_SIZE,
    total,
  };
}

/** Whether withdrawal `id` exists and is the member's: what another module may link to (a ticket's reference). */
export async function isMemberWithdrawal(deps: Pick<Deps, 'db'>, memberId: bigint, id: bigint): Promise<boolean> {
  const row = await findWithdrawal(deps.db, id);
  return row?.member_id === memberId;
}
