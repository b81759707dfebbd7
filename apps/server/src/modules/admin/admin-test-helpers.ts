import { authenticator } from 'otplib';
import { expect } from 'vitest';
import type { StaffRole } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../../test/build-test-app';

/**
 * Back-office test helpers: sign staff in through the real API (password, then TOTP) with codes
 * computed on the test app's clock, and make members and member sessions directly in the database.
 */
let addressCounter = 0;
/** A fresh client address per sign-in, so the per-IP sign-in limit only bites where a test wants it. */
export function nextIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function totpCode(t: TestApp, secret: string): string {
  return authenticator.clone({ epoch: t.clock.now().getTime() }).generate(secret);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface SignedInStaff {
  token: string;
  secret: string;
  username: string;
}

/** Password step only; answers the envelope's data. */
export async function passwordStep(t: TestApp, username: string, password: string, ip = nextIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
  return res;
}

/**
 * Signs a staff member in fully. On first sign-in it sets up TOTP and answers the secret; later
 * sign-ins need the secret. The clock moves on 30 s after each code so the next one is fresh.
 */
export async function signIn(
  t: TestApp,
  username: string,
  password: string,
  knownSecret?: string,
): Promise<SignedInStaff> {
  const ip = nextIp();
  const login = await passwordStep(t, username, password, ip);
  expect(login.statusCode, login.body).toBe(200);
  const { token, stage } = login.json().data as { token: string; stage: string };
  let secret = knownSecret;
  if (stage === 'totp_setup') {
    const setup = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/totp-setup',
      headers: bearer(token),
      remoteAddress: ip,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    secret = setup.json().data.secret as string;
  }
  if (!secret) throw new Error(`${username} has TOTP set up; pass its secret`);
  const url = stage === 'totp_setup' ? '/api/admin/auth/totp-setup' : '/api/admin/auth/totp';
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: { code: totpCode(t, secret) },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(30_000);
  return { token, secret, username };
}

export function signInAdmin(t: TestApp, knownSecret?: string) {
  return signIn(t, 'admin', TEST_ADMIN_PASSWORD, knownSecret);
}

export const STAFF_PASSWORD = 'StaffPass123';

/** Creates a staff account through the API (as the given superadmin) and signs it in. */
export async function createAndSignIn(t: TestApp, admin: SignedInStaff, username: string, role: StaffRole) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: bearer(admin.token),
    payload: { username, role, password: STAFF_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const signedIn = await signIn(t, username, STAFF_PASSWORD);
  return { ...signedIn, id: res.json().data.id as string };
}

let memberCounter = 0;

/** A member row made directly (the member sign-up is another module's). */
export async function insertMember(
  t: TestApp,
  values: { username?: string; email?: string | null; fullname?: string | null; secPasswordHash?: string | null } = {},
) {
  memberCounter += 1;
  const row = await t.db
    .insertInto('members')
    .values({
      username: values.username ?? `member${memberCounter}x`,
      email: values.email === undefined ? `member${memberCounter}@example.com` : values.email,
      fullname: values.fullname === undefined ? `Member ${memberCounter}` : values.fullname,
      password_hash: 'not-a-real-hash',
      sec_password_hash: values.secPasswordHash ?? null,
      country_id: 194,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live member session, stored as the member auth stores them (SHA-256 of the token). */
export async function insertMemberSession(t: TestApp, memberId: bigint) {
  const token = newToken();
  await t.db
    .insertInto('member_sessions')
    .values({
      member_id: memberId,
      token_hash: hashToken(token),
      expires_at: new Date(t.clock.now().getTime() + 24 * 3600_000),
    })
    .execute();
  return token;
}

export async function auditRows(t: TestApp, action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}
