import { BEP20_ADDRESS_PATTERN, type BankInfo, type UserBankInput } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import {
  type PayoutBankDetails,
  findMemberIdentity,
  findPayoutAddress,
  findPayoutBank,
  insertPayoutAddress,
  upsertPayoutBank,
} from './payout.repository';

type PayoutDeps = Pick<Deps, 'db' | 'clock'>;

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

export async function getBankInfo(deps: PayoutDeps, memberId: bigint): Promise<BankInfo> {
  const [bank, address] = await Promise.all([findPayoutBank(deps.db, memberId), findPayoutAddress(deps.db, memberId)]);
  return {
    bank: bank ? bankDetailsOf(bank) : null,
    address: address?.address ?? null,
    is_bank_bound: bank !== undefined,
    is_address_bound: address !== undefined,
  };
}

/**
 * Binds (or replaces) the member's bank details. The account must be in the member's own name, so
 * money only ever leaves to the member: no full name on the profile yet is KYC_FULLNAME_REQUIRED, a
 * different holder BANK_HOLDER_MISMATCH. Then the secondary password, as for a withdrawal (checked
 * last, so a refused form costs no try of the lock-out). A withdrawal keeps the details it was
 * requested with.
 */
export async function bindBank(deps: Deps, memberId: bigint, input: UserBankInput): Promise<BankInfo> {
  const member = await findMemberIdentity(deps.db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (!member.fullname?.trim()) throw new AppError('KYC_FULLNAME_REQUIRED');
  if (!sameName(member.fullname, input.account_holder)) {
    throw new AppError('BANK_HOLDER_MISMATCH', { fields: { account_holder: 'invalid' } });
  }
  await verifySecondaryPassword(deps, memberId, input.sec_password);
  await upsertPayoutBank(
    deps.db,
    memberId,
    {
      bank_country: input.bank_country,
      bank_name: input.bank_name,
      account_holder: input.account_holder.trim().replace(/\s+/g, ' '),
      account_number: input.account_number,
      branch: input.branch,
      swift: input.swift.toUpperCase(),
    },
    deps.clock.now(),
  );
  return getBankInfo(deps, memberId);
}

/**
 * Binds the member's one BEP-20 payout address, for good. Not 0x + 40 hex: IncorrectBEPaddress.
 * Sending the bound address again is fine; another address, or one bound to any other account
 * (in any letter case), is 'Address binded'. Binding needs the secondary password, checked after
 * those answers that change nothing.
 */
export async function bindAddress(
  deps: Deps,
  memberId: bigint,
  input: { address: string; sec_password: string },
): Promise<BankInfo> {
  const address = input.address.trim();
  if (!BEP20_ADDRESS_PATTERN.test(address)) {
    throw new AppError('IncorrectBEPaddress', { fields: { address: 'invalid' } });
  }
  const key = address.toLowerCase();
  const current = await findPayoutAddress(deps.db, memberId);
  if (current) {
    if (current.address_key === key) return getBankInfo(deps, memberId);
    throw new AppError('Address binded', { fields: { address: 'invalid' } });
  }
  await verifySecondaryPassword(deps, memberId, input.sec_password);
  if (!(await insertPayoutAddress(deps.db, memberId, address, key, deps.clock.now()))) {
    const mine = await findPayoutAddress(deps.db, memberId);
    if (mine?.address_key !== key) throw new AppError('Address binded', { fields: { address: 'invalid' } });
  }
  return getBankInfo(deps, memberId);
}
