import { randomUUID } from 'node:crypto';
import {
  type ReceiverInfo,
  type SwapResult,
  type TransferRecord,
  type TransferResult,
  type WalletInfo,
  type WalletName,
  bpsOf,
  formatMicro,
  parseWholeUnitsToMicro,
  swapDirections,
  walletCatalogue,
  walletNames,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  type Folded,
  type MemberSessionKey,
  type MemberSessionRow,
  foldedRead,
  readInSession,
} from '../../db/member-session';
import {
  type MemberBalanceColumns,
  type MemberBalances,
  balancesOfRow,
  findMemberBalances,
  memberBalancesInSession,
} from '../../ledger/balances';
import { type IdempotencyClaim, type Idempotent, runIdempotent } from '../../ledger/idempotency';
import { type Leg, postJournal } from '../../ledger/post-journal';
import { depositAddresses } from '../settings/settings.service';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import { findReceiver, findTransferEntriesAfter, transferEntriesInSession } from './wallet.repository';
import { memberFoldedRecordList, memberRecordCsv } from '../../lib/paged-lists';

/** A whole-unit amount the schema already accepted; anything else here is a bug upstream, refused all the same. */
function wholeAmountMicro(text: string): bigint {
  const micro = parseWholeUnitsToMicro(text);
  if (micro === null || micro <= 0n) throw AppError.fields({ amount: 'invalid' });
  return micro;
}

/** "Ana Lim" → "A** L**": enough for the sender to recognise the receiver, not to learn the name. */
export function maskName(fullname: string | null): string | null {
  if (!fullname?.trim()) return null;
  return fullname
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = Array.from(word);
      return chars[0] + '*'.repeat(Math.max(chars.length - 1, 2));
    })
    .join(' ');
}

const walletRead = foldedRead(() => memberBalancesInSession);

/** getWallet's one round trip: the session check and the balances in one statement (settings are cached). */
export async function readWallet(
  deps: Pick<Deps, 'db'>,
  key: MemberSessionKey,
): Promise<Folded<MemberSessionRow & MemberBalanceColumns>> {
  const row = await readInSession<MemberBalanceColumns>(deps.db, key, walletRead);
  return { session: row, data: row! };
}

/** getWallet's answer from readWallet's row. */
export function walletOfRow(deps: Deps, row: MemberBalanceColumns): Promise<WalletInfo> {
  return walletOf(deps, balancesOfRow(row));
}

async function walletOf(deps: Deps, balances: MemberBalances): Promise<WalletInfo> {
  const [settings, addresses] = await Promise.all([deps.settings.typed(), depositAddresses(deps)]);
  const wallets = walletNames.map((wallet) => ({
    wallet,
    name_en: walletCatalogue[wallet].nameEn,
    asset: walletCatalogue[wallet].asset,
    balance: formatMicro(balances[wallet]),
    can: [...walletCatalogue[wallet].can],
  }));
  return {
    wallets,
    point1: formatMicro(balances.point1),
    point2: formatMicro(balances.point2),
    point3: formatMicro(balances.point3),
    point4: formatMicro(balances.point4),
    point5: formatMicro(balances.point5),
    swaps: swapDirections.map((d) => ({ ...d })),
    transfer_min_amount: formatMicro(settings.transferMinMicro),
    transfer_fee_percent: settings.transferFeePercent,
    deposit_addresses: addresses,
  };
}

/**
 * The receiver a member may transfer to: an existing, active member in the sender's upline chain or
 * downline subtree. A name nobody has and a member outside the team both answer RECEIVER_NOT_IN_TEAM
 * (true of either, from the same one statement), so neither check-receiver nor a transfer tells
 * which names exist; only about a member of the team is more said (RECEIVER_FROZEN). Oneself:
 * TRANSFER_TO_SELF.
 */
async function requireReceiver(deps: Deps, senderId: bigint, username: string) {
  const receiver = await findReceiver(deps.db, senderId, username);
  if (receiver?.id === senderId) throw new AppError('TRANSFER_TO_SELF', { fields: { username: 'invalid' } });
  const relation = receiver?.relation;
  if (!receiver || !relation) throw new AppError('RECEIVER_NOT_IN_TEAM', { fields: { username: 'invalid' } });
  if (receiver.status === 'frozen') throw new AppError('RECEIVER_FROZEN', { fields: { username: 'invalid' } });
  return { ...receiver, relation };
}

export async function checkReceiver(deps: Deps, memberId: bigint, username: string): Promise<ReceiverInfo> {
  const receiver = await requireReceiver(deps, memberId, username);
  return { username: receiver.username, masked_name: maskName(receiver.fullname), relation: receiver.relation };
}

/**
 * Cash wallet to cash wallet, to the sender's upline or downline. The fee (TRANSFER_FEE %, default 0)
 * is taken on top from the sender and goes to fee revenue; the receiver gets the amount.
 */
export async function transfer(
  deps: Deps,
  sender: { id: bigint; username: string },
  input: { username: string; amount: string; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<TransferResult>> {
  const senderId = sender.id;
  const amountMicro = wholeAmountMicro(input.amount);
  const settings = await deps.settings.typed();
  const minMicro = settings.transferMinMicro;
  if (amountMicro < minMicro) {
    throw new AppError('MIN_TRANSFER_AMOUNT', { min: formatMicro(minMicro), fields: { amount: 'invalid' } });
  }
  const receiver = await requireReceiver(deps, senderId, input.username);
  await verifySecondaryPassword(deps, senderId, input.sec_password);
  const feeMicro = bpsOf(amountMicro, settings.transferFeeBps);
  const at = deps.clock.now();

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const legs: Leg[] = [
      { account: { memberId: senderId, kind: 'point1' }, amountMicro: -(amountMicro + feeMicro) },
      { account: { memberId: receiver.id, kind: 'point1' }, amountMicro },
    ];
    if (feeMicro > 0n) legs.push({ account: { platform: 'fee_revenue' }, amountMicro: feeMicro });
    const posted = await postJournal(trx, {
      type: 'transfer',
      businessKey: claim ? `transfer:${senderId}:${claim.key}` : `transfer:${randomUUID()}`,
      memberId: senderId,
      legs,
      metadata: {
        from_member_id: senderId,
        to_member_id: receiver.id,
        from_username: sender.username,
        to_username: receiver.username,
        amount_micro: amountMicro,
        fee_micro: feeMicro,
      },
      at,
    });
    const result: TransferResult = {
      id: String(posted.journalId),
      to_username: receiver.username,
      amount: formatMicro(amountMicro),
      fee: formatMicro(feeMicro),
      point1: formatMicro(posted.entries[0]!.balanceAfterMicro!),
      created_at: at.toISOString(),
    };
    return result;
  });
}

/** Moves a member's own money between wallets, only in the directions swapDirections allows. */
export async function swap(
  deps: Deps,
  memberId: bigint,
  input: { from_wallet: WalletName; to_wallet: WalletName; amount: string; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<SwapResult>> {
  const amountMicro = wholeAmountMicro(input.amount);
  if (!swapDirections.some((d) => d.from === input.from_wallet && d.to === input.to_wallet)) {
    throw new AppError('SWAP_NOT_ALLOWED', { fields: { to_wallet: 'invalid' } });
  }
  await verifySecondaryPassword(deps, memberId, input.sec_password);
  const at = deps.clock.now();

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const posted = await postJournal(trx, {
      type: 'swap',
      businessKey: claim ? `swap:${memberId}:${claim.key}` : `swap:${randomUUID()}`,
      memberId,
      legs: [
        { account: { memberId, kind: input.from_wallet }, amountMicro: -amountMicro },
        { account: { memberId, kind: input.to_wallet }, amountMicro },
      ],
      metadata: { from_wallet: input.from_wallet, to_wallet: input.to_wallet, amount_micro: amountMicro },
      at,
    });
    const balances = await findMemberBalances(trx, memberId);
    const result: SwapResult = {
      id: String(posted.journalId),
      from_wallet: input.from_wallet,
      to_wallet: input.to_wallet,
      amount: formatMicro(amountMicro),
      balances: Object.fromEntries(walletNames.map((w) => [w, formatMicro(balances[w])])) as Record<WalletName, string>,
      created_at: at.toISOString(),
    };
    return result;
  });
}

type TransferEntry = Awaited<ReturnType<typeof findTransferEntriesAfter>>[number];

/** One side of a transfer as the member reads it, with the names and amounts its journal noted. */
function toTransferRecord(row: Omit<TransferEntry, 'id'>): TransferRecord {
  const meta = (row.metadata ?? {}) as Record<string, string>;
  const isOut = row.amount_micro < 0n;
  return {
    id: String(row.journal_id),
    direction: isOut ? 'out' : 'in',
    from_username: meta.from_username ?? '',
    to_username: meta.to_username ?? '',
    amount: formatMicro(BigInt(meta.amount_micro ?? '0')),
    fee: formatMicro(isOut ? BigInt(meta.fee_micro ?? '0') : 0n),
    wallet_type: row.kind as WalletName,
    created_at: row.created_at.toISOString(),
  };
}

/** Each side of the member's transfers, newest first, at one round trip (a memberFoldedRead's read and answer). */
export const transferRecords = memberFoldedRecordList('wallet_type', transferEntriesInSession, toTransferRecord);

/** The transfers of the list's filter as CSV: which way, with whom, amount and fee exactly. */
export const exportTransferRecordsCsv = memberRecordCsv(
  'wallet_type',
  findTransferEntriesAfter,
  (row) => row.id,
  toTransferRecord,
  {
    name: 'transfers',
    columns: ['direction', 'from', 'to', 'wallet', 'amount', 'fee'],
    timeOf: (record) => record.created_at,
    cells: (record) => [
      record.direction,
      record.from_username,
      record.to_username,
      record.wallet_type,
      record.amount,
      record.fee,
    ],
  },
);
