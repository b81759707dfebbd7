import { randomUUID } from 'node:crypto';
import { moneyDeskPaths } from '@tandem/contracts';
import { expect } from 'vitest';
import { creditForTest } from '../../ledger/ledger.testing';
import type { TestApp } from '../../test/build-test-app';
import { bearer } from '../admin/admin-test-helpers';
import { call, createLoggedInMember } from '../auth/auth.testing';

/** Helpers for the deposit, withdrawal and finance tests (not a test file itself). */
export const SEC = 'Second123';
export const USDT = 1_000_000n;
/** Wednesday 2026-11-18 12:00 in Singapore (the default BUSINESS_TZ). */
export const WEDNESDAY_NOON = '2026-11-18T04:00:00Z';

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
    const res = await call(
      t,
      'POST',
      moneyDeskPaths.updateAddress,
      { address: freshAddress(), sec_password: SEC },
      { token: member.token },
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return member;
}

export function fund(t: TestApp, memberId: bigint, units: bigint, kind: 'point1' | 'point2' | 'point3' = 'point1') {
  return creditForTest(t.db, memberId, units * USDT, { kind });
}

export function withdraw(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  options: { bank?: boolean; key?: string | null } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return call(t, 'POST', options.bank ? moneyDeskPaths.withdrawCash : moneyDeskPaths.withdraw, body, {
    token,
    headers: key ? { 'idempotency-key': key } : {},
  });
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

export function staffPost(t: TestApp, token: string, url: string, payload: unknown = {}) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

export function staffGet(t: TestApp, token: string, url: string, query?: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token), query });
}
