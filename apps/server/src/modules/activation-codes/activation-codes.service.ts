import { randomUUID } from 'node:crypto';
import {
  type ActivatePinResult,
  type BuyPinResult,
  type Page,
  type PinCode,
  type PinGatedFeature,
  type PinInfo,
  type PinStatus,
  type PinTransferRecord,
  type TransferPinResult,
  PIN_PAGE_SIZE,
  formatMicro,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { type IdempotencyClaim, type Idempotent, runIdempotent } from '../../ledger/idempotency';
import { postJournal } from '../../ledger/post-journal';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import { checkReceiver } from '../wallet/wallet.service';
import {
  countValidCodes,
  activationInSession,
  findActivation,
  findCodePage,
  findCodeStates,
  findMemberByUsername,
  findTransferPage,
  insertTransfers,
  moveValidCodes,
  redeemCode,
} from './activation-codes.repository';
import { createCodes, pinStatusOf, toPinCode } from './pin-codes';

interface MemberRef {
  id: bigint;
  username: string;
}

/** Whether a member's account is activated, and when (null: not yet). */
/** getActivation's time as the column `activated_at` of a folded member read (db/member-session.ts). */
export { activationInSession };

export async function getActivation(deps: Pick<Deps, 'db'>, memberId: bigint): Promise<{ activatedAt: Date | null }> {
  const row = await findActivation(deps.db, memberId);
  return { activatedAt: row?.activated_at ?? null };
}

/**
 * NO_PIN when the operator's PIN_REQUIRED_FOR names `feature` and the member's account is not
 * activated; otherwise nothing. With the setting empty (the default) nothing needs an active account.
 */
export async function requireActiveAccountFor(deps: Deps, memberId: bigint, feature: PinGatedFeature): Promise<void> {
  const { pinRequiredFor } = await deps.settings.typed();
  if (!pinRequiredFor.includes(feature)) return;
  if ((await getActivation(deps, memberId)).activatedAt === null) throw new AppError('NO_PIN');
}

export async function getPinInfo(deps: Deps, memberId: bigint): Promise<PinInfo> {
  const now = deps.clock.now();
  const [settings, activation, validCount] = await Promise.all([
    deps.settings.typed(),
    getActivation(deps, memberId),
    countValidCodes(deps.db, memberId, now),
  ]);
  return {
    price: formatMicro(settings.pinPriceMicro),
    validity_days: settings.pinValidityDays,
    required_for: [...settings.pinRequiredFor],
    activated: activation.activatedAt !== null,
    activated_at: activation.activatedAt?.toISOString() ?? null,
    valid_count: validCount,
  };
}

/**
 * Buys `quantity` codes with the cash wallet: one journal, point1 → fee_revenue for the whole price
 * (PIN_PRICE each), and the codes carrying that journal, in one transaction. Price and validity are
 * read once before it (the embedded database has one connection, see staking's createStake).
 */
export async function buyCodes(
  deps: Deps,
  member: MemberRef,
  input: { quantity: number; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<BuyPinResult>> {
  const { pinPriceMicro, pinValidityDays } = await deps.settings.typed();
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();
  const totalMicro = pinPriceMicro * BigInt(input.quantity);

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const posted = await postJournal(trx, {
      type: 'pin_purchase',
      businessKey: claim ? `pin_purchase:${member.id}:${claim.key}` : `pin_purchase:${randomUUID()}`,
      memberId: member.id,
      legs: [
        { account: { memberId: member.id, kind: 'point1' }, amountMicro: -totalMicro },
        { account: { platform: 'fee_revenue' }, amountMicro: totalMicro },
      ],
      metadata: { quantity: input.quantity, price_micro: pinPriceMicro },
      at,
    });
    const rows = await createCodes(trx, input.quantity, at, pinValidityDays, {
      owner_id: member.id,
      source: 'purchase',
      price_micro: pinPriceMicro,
      purchase_journal_id: posted.journalId,
    });
    const result: BuyPinResult = {
      codes: rows.map((row) => toPinCode(row, at)),
      total: formatMicro(totalMicro),
      point1: formatMicro(posted.entries[0]!.balanceAfterMicro!),
    };
    return result;
  });
}

export function findMemberCodes(
  deps: Deps,
  memberId: bigint,
  query: { status?: PinStatus; page: number },
): Promise<Page<PinCode>> {
  const now = deps.clock.now();
  return readPage(
    query.page,
    PIN_PAGE_SIZE,
    (limit, offset) => findCodePage(deps.db, { ownerId: memberId, status: query.status }, now, limit, offset),
    (row) => toPinCode(row, now),
  );
}

export function findMemberTransfers(deps: Deps, memberId: bigint, page: number): Promise<Page<PinTransferRecord>> {
  return readPage(
    page,
    PIN_PAGE_SIZE,
    (limit, offset) => findTransferPage(deps.db, memberId, limit, offset),
    (row): PinTransferRecord => ({
      id: String(row.id),
      code: row.code,
      direction: row.from_member_id === memberId ? 'out' : 'in',
      from_username: row.from_username,
      to_username: row.to_username,
      created_at: row.created_at.toISOString(),
    }),
  );
}

/**
 * Why some of `codes` could not be used by `ownerId`, told from what they are now: the first one
 * that is missing or someone else's is INCORRECT_PIN (so nobody learns about others' codes), then
 * PIN_ALREADY_USED, PIN_VOID or PIN_EXPIRED.
 */
async function refusalFor(trx: Trx, codes: string[], ownerId: bigint, now: Date): Promise<never> {
  const states = new Map((await findCodeStates(trx, codes)).map((row) => [row.code, row]));
  for (const code of codes) {
    const row = states.get(code);
    if (!row || row.owner_id !== ownerId) throw new AppError('INCORRECT_PIN', { code });
    const status = pinStatusOf(row, now);
    if (status === 'activated') throw new AppError('PIN_ALREADY_USED', { code });
    if (status === 'void') throw new AppError('PIN_VOID', { code });
    if (status === 'expired') throw new AppError('PIN_EXPIRED', { code });
  }
  // Every code looks usable now: another request changed them between the update and this read.
  throw new AppError('STATE_CHANGED');
}

/**
 * A member of the caller's team by the wallet transfer's rule and answers (upline or downline, not
 * frozen, not oneself: wallet.service's checkReceiver), with their id and which side they are on.
 */
async function teamMember(deps: Deps, memberId: bigint, username: string) {
  const receiver = await checkReceiver(deps, memberId, username);
  const row = await findMemberByUsername(deps.db, receiver.username);
  if (!row) throw new AppError('RECEIVER_NOT_IN_TEAM', { fields: { username: 'invalid' } });
  return { ...row, relation: receiver.relation };
}

/**
 * Hands unused valid codes to a member of the sender's upline or downline (the wallet transfer's
 * team rule, with its answers). All or nothing: one conditional UPDATE moves the codes still valid
 * and the sender's; if any is not, nothing moves and the answer says why for the first such code.
 */
export async function transferCodes(
  deps: Deps,
  member: MemberRef,
  input: { codes: string[]; to_username: string; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<TransferPinResult>> {
  const receiver = await teamMember(deps, member.id, input.to_username).catch((error: unknown) => {
    // The wallet rule names the field `username`; here it is `to_username`.
    if (error instanceof AppError && error.data?.fields) {
      throw new AppError(error.code, { ...error.data, fields: { to_username: 'invalid' } });
    }
    throw error;
  });
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const moved = await moveValidCodes(trx, input.codes, member.id, receiver.id, at);
    if (moved.length !== input.codes.length) await refusalFor(trx, input.codes, member.id, at);
    await insertTransfers(
      trx,
      moved.map((row) => ({ code_id: row.id, from_member_id: member.id, to_member_id: receiver.id, created_at: at })),
    );
    const result: TransferPinResult = {
      codes: input.codes,
      to_username: receiver.username,
      created_at: at.toISOString(),
    };
    return result;
  });
}

/** The account to activate: the caller's own, or one in their downline (ACTIVATE_NOT_DOWNLINE otherwise). */
async function accountToActivate(deps: Deps, member: MemberRef, username: string) {
  if (username.toLowerCase() === member.username.toLowerCase()) return member;
  const notDownline = new AppError('ACTIVATE_NOT_DOWNLINE', { fields: { username: 'invalid' } });
  const target = await teamMember(deps, member.id, username).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'RECEIVER_NOT_IN_TEAM' ? notDownline : error;
  });
  if (target.relation !== 'downline') throw notDownline;
  return target;
}

/**
 * Activates an account (the caller's or a downline's) with one of the caller's valid codes. One
 * conditional UPDATE moves the code valid → activated, so of two redemptions of one code exactly one
 * succeeds; the unique index on the activated account makes a second code for one account fail too.
 */
export async function activateAccount(
  deps: Deps,
  member: MemberRef,
  input: { code: string; username: string; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<ActivatePinResult>> {
  const target = await accountToActivate(deps, member, input.username);
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();

  return runIdempotent(deps.db, claim, at, async (trx) => {
    if (await findActivation(trx, target.id)) throw new AppError('ACCOUNT_ALREADY_ACTIVATED');
    const redeemed = await redeemCode(trx, input.code, member.id, target.id, at).catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === 'activation_codes_activated_member_key') {
        throw new AppError('ACCOUNT_ALREADY_ACTIVATED');
      }
      throw error;
    });
    if (!redeemed) await refusalFor(trx, [input.code], member.id, at);
    const result: ActivatePinResult = { code: input.code, username: target.username, activated_at: at.toISOString() };
    return result;
  });
}
