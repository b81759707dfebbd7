import { BEP20_ADDRESS_PATTERN, type BankInfo, type UserBankInput } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { OTP_VALID_MS, redeemOtp } from '../../lib/otp';
import { uniqueViolationAs } from '../../lib/unique-violation';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import { depositAddresses } from '../settings/settings.service';
import {
  type PayoutBankDetails,
  findAddressHolder,
  findMemberIdentity,
  findPayoutAddress,
  findPayoutBank,
  upsertPayoutAddress,
  upsertPayoutBank,
} from './payout.repository';

type PayoutDeps = Pick<Deps, 'db' | 'clock' | 'settings'>;

/** What a withdrawal reads of the member: who they are (KYC) and where their money may go. */
export { findMemberIdentity, findPayoutAddress, findPayoutBank } from './payout.repository';

/** "  ana   LIM " and "Ana Lim" are the same name; anything else is not. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return norm(a) === norm(b);
}

/** The bound account's details alone: what the member sees and what a bank withdrawal is sent to. */
export function bankDetailsOf(bank: PayoutBankDetails): PayoutBankDetails {
  return {
    bank_country: bank.bank_country,
    bank_name: bank.bank_name,
    account_holder: bank.account_holder,
    account_number: bank.account_number,
    branch: bank.branch,
    swift: bank.swift,
  };
}

const HOUR_MS = 3_600_000;

/**
 * Until when withdrawals wait after the member last replaced a payout binding (PAYOUT_CHANGE_HOLD_HOURS
 * after it, decision 019); null when they need not wait. A first binding starts no hold.
 */
export async function withdrawHeldUntil(deps: PayoutDeps, memberId: bigint): Promise<Date | null> {
  const [bank, address, settings] = await Promise.all([
    findPayoutBank(deps.db, memberId),
    findPayoutAddress(deps.db, memberId),
    deps.settings.typed(),
  ]);
  const changes = [bank?.changed_at, address?.changed_at].filter((at): at is Date => at instanceof Date);
  if (changes.length === 0) return null;
  const lastChangeMs = Math.max(...changes.map((at) => at.getTime()));
  const until = new Date(lastChangeMs + settings.payoutChangeHoldHours * HOUR_MS);
  return until > deps.clock.now() ? until : null;
}

/** PAYOUT_CHANGE_HOLD (data.until) while a changed payout binding is still held. */
export async function assertWithdrawNotHeld(deps: PayoutDeps, memberId: bigint): Promise<void> {
  const until = await withdrawHeldUntil(deps, memberId);
  if (until) throw new AppError('PAYOUT_CHANGE_HOLD', { until: until.toISOString() });
}

export async function getBankInfo(deps: PayoutDeps, memberId: bigint): Promise<BankInfo> {
  const [bank, address, heldUntil] = await Promise.all([
    findPayoutBank(deps.db, memberId),
    findPayoutAddress(deps.db, memberId),
    withdrawHeldUntil(deps, memberId),
  ]);
  return {
    bank: bank ? bankDetailsOf(bank) : null,
    address: address?.address ?? null,
    is_bank_bound: bank !== undefined,
    is_address_bound: address !== undefined,
    withdraw_held_until: heldUntil?.toISOString() ?? null,
  };
}

/**
 * Writes a binding once the member's `security` code (requestUserOTP) redeems, in one transaction: the
 * code is spent only with the write, and a wrong code's counted try commits (INCORRECT_OTP after).
 */
async function writeWithOtp(deps: Deps, memberId: bigint, otp: string, write: (trx: Deps['db']) => Promise<void>) {
  const now = deps.clock.now();
  const isWritten = await inTransaction(deps.db, async (trx) => {
    const isRedeemed = await redeemOtp(
      trx,
      now,
      'security',
      { memberId },
      { code: otp, verifiedWithinMs: OTP_VALID_MS },
    );
    if (!isRedeemed) return false;
    await write(trx);
    return true;
  });
  if (!isWritten) throw new AppError('INCORRECT_OTP', { fields: { otp: 'invalid' } });
}

/**
 * Binds (or replaces) the member's bank details. The account must be in the member's own name, so
 * money only ever leaves to the member: no full name on the profile yet is KYC_FULLNAME_REQUIRED, a
 * different holder BANK_HOLDER_MISMATCH. Then the secondary password, as for a withdrawal (checked
 * after the form, so a refused form costs no try of the lock-out), and the mailed security code.
 * Replacing starts the withdrawal hold. A withdrawal keeps the details it was requested with.
 */
export async function bindBank(deps: Deps, memberId: bigint, input: UserBankInput): Promise<BankInfo> {
  const member = await findMemberIdentity(deps.db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (!member.fullname?.trim()) throw new AppError('KYC_FULLNAME_REQUIRED');
  if (!sameName(member.fullname, input.account_holder)) {
    throw new AppError('BANK_HOLDER_MISMATCH', { fields: { account_holder: 'invalid' } });
  }
  await verifySecondaryPassword(deps, memberId, input.sec_password);
  const details = {
    bank_country: input.bank_country,
    bank_name: input.bank_name,
    account_holder: input.account_holder.trim().replace(/\s+/g, ' '),
    account_number: input.account_number,
    branch: input.branch,
    swift: input.swift.toUpperCase(),
  };
  await writeWithOtp(deps, memberId, input.otp, (trx) => upsertPayoutBank(trx, memberId, details, deps.clock.now()));
  return getBankInfo(deps, memberId);
}

/** Every address the platform takes deposits at (settings and the chain config), lower case. */
async function platformAddressKeys(deps: Deps): Promise<Set<string>> {
  const offered = (await depositAddresses(deps)).map((n) => n.address);
  return new Set([...offered, ...deps.config.chain.depositAddresses].map((a) => a.toLowerCase()));
}

const asAddressTaken = uniqueViolationAs({ payout_addresses_address_key_key: 'Address binded' });

/**
 * Binds or changes the member's BEP-20 payout address. Not 0x + 40 hex: IncorrectBEPaddress; one of
 * the platform's own deposit addresses: PLATFORM_ADDRESS; bound to another account (any letter case):
 * 'Address binded'. Sending the bound address again changes nothing. Otherwise the secondary password
 * and the mailed security code, checked after those answers; a change starts the withdrawal hold.
 */
export async function bindAddress(
  deps: Deps,
  memberId: bigint,
  input: { address: string; sec_password: string; otp: string },
): Promise<BankInfo> {
  const address = input.address.trim();
  if (!BEP20_ADDRESS_PATTERN.test(address)) {
    throw new AppError('IncorrectBEPaddress', { fields: { address: 'invalid' } });
  }
  const key = address.toLowerCase();
  if ((await platformAddressKeys(deps)).has(key)) {
    throw new AppError('PLATFORM_ADDRESS', { fields: { address: 'invalid' } });
  }
  const holder = await findAddressHolder(deps.db, key);
  if (holder === memberId) return getBankInfo(deps, memberId);
  if (holder !== undefined) throw new AppError('Address binded', { fields: { address: 'invalid' } });
  await verifySecondaryPassword(deps, memberId, input.sec_password);
  await writeWithOtp(deps, memberId, input.otp, (trx) =>
    upsertPayoutAddress(trx, memberId, address, key, deps.clock.now()).catch(asAddressTaken),
  );
  return getBankInfo(deps, memberId);
}
