import { moneyDeskPaths, paths } from '@tandem/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { SEC } from '../../test/factories';
import { call, post } from '../../test/http';
import { latestCode } from '../auth/auth.testing';

/** Helpers for tests that bind payout details (not a test file itself). */

const RESEND_WAIT_MS = 61_000;

/**
 * Mails the member a `security` code (requestUserOTP) and answers it. The test clock moves past the
 * resend interval first, so a test may ask for several codes in a row.
 */
export async function securityCode(t: TestApp, member: { token: string; email: string | null }): Promise<string> {
  t.clock.advance(RESEND_WAIT_MS);
  const sent = await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(t, member.email!);
}

/** update-address with the secondary password and a fresh security code (unless the body brings its own). */
export async function bindAddressAs(
  t: TestApp,
  member: { token: string; email: string | null },
  address: string,
  body: Record<string, unknown> = {},
) {
  const otp = 'otp' in body ? body.otp : await securityCode(t, member);
  return call(
    t,
    'POST',
    moneyDeskPaths.updateAddress,
    { address, sec_password: SEC, otp, ...body },
    { token: member.token },
  );
}

/** user-bank with the secondary password and a fresh security code (unless the body brings its own). */
export async function bindBankAs(
  t: TestApp,
  member: { token: string; email: string | null },
  bank: Record<string, unknown>,
) {
  const otp = 'otp' in bank ? bank.otp : await securityCode(t, member);
  return call(t, 'POST', moneyDeskPaths.userBank, { sec_password: SEC, otp, ...bank }, { token: member.token });
}
