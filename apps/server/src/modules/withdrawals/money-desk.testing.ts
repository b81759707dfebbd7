import { moneyDeskPaths } from '@tandem/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { SEC, createLoggedInMember } from '../../test/factories';
import { postKeyed } from '../../test/http';
import { bindAddressAs } from '../payout/payout.testing';

/** Helpers for the deposit, withdrawal and finance tests (not a test file itself). */

let addressCounter = 0;
export function freshAddress(): string {
  addressCounter += 1;
  return `0x${(Date.now().toString(16) + addressCounter.toString(16).padStart(6, '0')).padStart(40, 'a')}`;
}

/** A logged-in member with KYC approved (unless told), a secondary password and a full name. */
export async function createWithdrawer(
  t: TestApp,
  options: { kycStatus?: 'none' | 'pending' | 'approved' | 'rejected'; fullname?: string; bindAddress?: boolean } = {},
) {
  const member = await createLoggedInMember(t, {
    secPassword: SEC,
    kycStatus: options.kycStatus ?? 'approved',
    fullname: options.fullname ?? 'Ana Lim',
  });
  if (options.bindAddress ?? true) {
    const res = await bindAddressAs(t, member, freshAddress());
    expect(res.statusCode, res.body).toBe(200);
  }
  return member;
}

export function withdraw(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  options: { bank?: boolean; key?: string | null } = {},
) {
  return postKeyed(t, options.bank ? moneyDeskPaths.withdrawCash : moneyDeskPaths.withdraw, token, body, options.key);
}

export async function balancesOf(t: TestApp, memberId: bigint) {
  const rows = await t.db
    .selectFrom('accounts')
    .select(['kind', 'balance_micro'])
    .where('member_id', '=', memberId)
    .execute();
  const out: Record<string, bigint> = { point1: 0n, point2: 0n, point3: 0n, withdrawal_hold: 0n };
  for (const r of rows) out[r.kind] = r.balance_micro ?? 0n;
  return out;
}

export async function withdrawalCount(t: TestApp, memberId: bigint) {
  const rows = await t.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute();
  return rows.length;
}
