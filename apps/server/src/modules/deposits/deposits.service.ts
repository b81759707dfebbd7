import {
  type BoDepositRecord,
  type DepositNetwork,
  type DepositOptions,
  type DepositRecord,
  type FiatDepositFields,
  formatMicro,
  parseMoneyToMicro,
  txHashKey,
  isWithinHours,
  zonedDateTime,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type ImageUpload, readStoredImage, withStoredUploads } from '../../lib/uploads';
import { type IdempotencyClaim, type Idempotent, replayIfRaced, runIdempotent } from '../../ledger/idempotency';
import { uniqueViolationAs } from '../../lib/unique-violation';
import { depositAddresses } from '../settings/settings.service';
import {
  countFiatDeposits,
  findBackOfficeCredits,
  findFiatPayee,
  findMemberCountry,
  findDeposit,
  depositRowOf,
  depositsInSession,
  findMemberDepositsAfter,
  hasPendingDeposit,
  insertDeposit,
  txHashTaken,
} from './deposits.repository';
import { memberFoldedRecordList, memberRecordCsv, memberRecordList } from '../../lib/paged-lists';

type DepositRow = NonNullable<Awaited<ReturnType<typeof findDeposit>>>;

export function toDepositRecord(row: DepositRow): DepositRecord {
  return {
    id: String(row.id),
    deposit_type: row.deposit_type,
    network: row.network,
    address: row.address,
    tx_hash: row.tx_hash,
    payer_name: row.payer_name,
    reference_number: row.reference_number,
    payment_reference: row.payment_reference,
    has_screenshot: row.screenshot_path !== null,
    amount: formatMicro(row.amount_micro),
    credited_amount: row.credited_micro === null ? null : formatMicro(row.credited_micro),
    status: row.status,
    reject_reason: row.reject_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * The reference a member writes on a bank transfer: the member's id and the number of their fiat
 * deposit, so it is unique (a unique index backs it) and known before the deposit is submitted.
 */
async function nextPaymentReference(db: Deps['db'], memberId: bigint): Promise<string> {
  return `TD${memberId}-${(await countFiatDeposits(db, memberId)) + 1}`;
}

/**
 * What the deposit page needs: the networks with the platform address, and for fiat the hours, whether
 * a deposit of the member is pending, the reference for the next transfer, the member's country with
 * its buy rate, and where to pay in that country (decision 019).
 */
export async function getDepositOptions(deps: Deps, memberId: bigint): Promise<DepositOptions> {
  const settings = await deps.settings.typed();
  const timeZone = deps.config.businessTz;
  const [networks, isPending, reference, country] = await Promise.all([
    depositAddresses(deps),
    hasPendingDeposit(deps.db, memberId),
    nextPaymentReference(deps.db, memberId),
    findMemberCountry(deps.db, memberId),
  ]);
  const payee = country?.currency ? await findFiatPayee(deps.db, country.currency) : undefined;
  return {
    networks,
    fiat: {
      open: settings.fiatDepositOpen,
      close: settings.fiatDepositClose,
      time_zone: timeZone,
      is_open_now: isWithinHours(deps.clock.now(), timeZone, settings.fiatDepositOpen, settings.fiatDepositClose),
      is_pending: isPending,
      credit_hours: settings.fiatCreditHours,
      payment_reference: reference,
      country: country?.country ?? null,
      currency: country?.currency ?? null,
      buy_rate: country ? String(country.buy_rate) : null,
      payee: payee ?? null,
    },
  };
}

export function depositAmountMicro(text: string): bigint {
  const micro = parseMoneyToMicro(text);
  if (micro === null || micro <= 0n) throw AppError.fields({ amount: 'invalid' });
  return micro;
}

const asDepositConflict = uniqueViolationAs({
  deposits_one_pending: 'LAST_DEPOSIT_PENDING',
  deposits_tx_hash_once: 'TX_HASH_USED',
  // Two submissions at once number the same reference; the other index answers the one that lost.
  deposits_payment_reference_once: 'LAST_DEPOSIT_PENDING',
});

/**
 * A crypto deposit the member sent to the platform's address: queued for staff with its tx hash
 * (on-chain verification comes with the chain slice). DEPOSIT_NETWORK_UNAVAILABLE when the network
 * has no address, LAST_DEPOSIT_PENDING while another deposit waits, TX_HASH_USED when the hash
 * (in any case, with or without 0x) was already submitted on that network and not rejected.
 */
export async function submitCryptoDeposit(
  deps: Deps,
  memberId: bigint,
  input: { network: DepositNetwork; amount: string; tx_hash: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<DepositRecord>> {
  const amountMicro = depositAmountMicro(input.amount);
  const offered = (await depositAddresses(deps)).find((n) => n.network === input.network);
  if (!offered) throw new AppError('DEPOSIT_NETWORK_UNAVAILABLE', { fields: { network: 'invalid' } });
  const key = txHashKey(input.tx_hash);
  try {
    if (await hasPendingDeposit(deps.db, memberId)) throw new AppError('LAST_DEPOSIT_PENDING');
    if (await txHashTaken(deps.db, input.network, key)) {
      throw new AppError('TX_HASH_USED', { fields: { tx_hash: 'invalid' } });
    }
  } catch (error) {
    return replayIfRaced(deps.db, claim, error);
  }
  const at = deps.clock.now();
  return runIdempotent(deps.db, claim, at, async (trx) => {
    const row = await insertDeposit(trx, {
      member_id: memberId,
      deposit_type: 'crypto',
      network: input.network,
      address: offered.address,
      tx_hash: input.tx_hash.trim(),
      tx_hash_key: key,
      amount_micro: amountMicro,
      created_at: at,
    }).catch(asDepositConflict);
    return toDepositRecord(row);
  });
}

/** Fails fast, before an upload is read, when fiat deposits are closed or one is already pending. */
export async function assertCanSubmitFiat(deps: Deps, memberId: bigint): Promise<void> {
  const { fiatDepositOpen: open, fiatDepositClose: close } = await deps.settings.typed();
  if (!isWithinHours(deps.clock.now(), deps.config.businessTz, open, close)) {
    throw new AppError('FIAT_DEPOSIT_CLOSED', { open, close, time_zone: deps.config.businessTz });
  }
  if (await hasPendingDeposit(deps.db, memberId)) throw new AppError('LAST_DEPOSIT_PENDING');
}

/**
 * A bank transfer with the payer, its reference and a screenshot (cleaned when read, stored privately),
 * in whole units (the contract refuses 100.5), numbered with the payment reference the page showed.
 */
export async function submitFiatDeposit(
  deps: Deps,
  memberId: bigint,
  fields: FiatDepositFields & { amount: string },
  screenshot: ImageUpload,
): Promise<DepositRecord> {
  await assertCanSubmitFiat(deps, memberId);
  const amountMicro = depositAmountMicro(fields.amount);
  const at = deps.clock.now();
  const paymentReference = await nextPaymentReference(deps.db, memberId);
  return withStoredUploads(deps, [screenshot], at, async ([stored], trx) => {
    const row = await insertDeposit(trx, {
      payment_reference: paymentReference,
      member_id: memberId,
      deposit_type: 'fiat',
      payer_name: fields.payer_name.trim(),
      reference_number: fields.reference_number.trim(),
      screenshot_path: stored.path,
      amount_micro: amountMicro,
      created_at: at,
    }).catch(asDepositConflict);
    return toDepositRecord(row);
  });
}

/** deposit-record at one round trip (issue 14): the session check, the page and its total in one statement. */
export const depositRecords = memberFoldedRecordList('deposit_type', depositsInSession, (row) =>
  toDepositRecord(depositRowOf(row)),
);

/** The deposits of the list's filter as CSV: what the member stated and what was credited, exactly. */
export const exportDepositRecordsCsv = memberRecordCsv(
  'deposit_type',
  findMemberDepositsAfter,
  (row) => row.id,
  toDepositRecord,
  {
    name: 'deposits',
    columns: [
      'type',
      'network',
      'amount',
      'credited amount',
      'status',
      'tx hash',
      'payer name',
      'payer reference',
      'payment reference',
      'reject reason',
      'decided at',
    ],
    timeOf: (record) => record.created_at,
    cells: (record, timeZone) => [
      record.deposit_type,
      record.network,
      record.amount,
      record.credited_amount,
      record.status,
      record.tx_hash,
      record.payer_name,
      record.reference_number,
      record.payment_reference,
      record.reject_reason,
      record.decided_at && zonedDateTime(new Date(record.decided_at), timeZone),
    ],
  },
);

/** Credits to the member's wallets: deposits, and staff adjustments that added money. */
export const findBoDepositRecords = memberRecordList('wallet_type', findBackOfficeCredits, (r): BoDepositRecord => ({
  id: String(r.id),
  wallet: r.kind,
  type: r.type,
  amount: formatMicro(r.amount_micro),
  created_at: r.created_at.toISOString(),
}));

/** A deposit's screenshot: for staff any, for a member only their own (NOT_FOUND otherwise). */
export async function getDepositScreenshot(deps: Pick<Deps, 'db' | 'config'>, id: bigint, memberId?: bigint) {
  const row = await findDeposit(deps.db, id);
  if (!row || (memberId !== undefined && row.member_id !== memberId)) throw new AppError('NOT_FOUND');
  return readStoredImage(deps, row.screenshot_path);
}

/** Whether deposit `id` exists and is the member's: what another module may link to (a ticket's reference). */
export async function isMemberDeposit(deps: Pick<Deps, 'db'>, memberId: bigint, id: bigint): Promise<boolean> {
  const row = await findDeposit(deps.db, id);
  return row?.member_id === memberId;
}
