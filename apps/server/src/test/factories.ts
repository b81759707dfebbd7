import { adminPaths, paths } from '@tandem/contracts';
import { authenticator } from 'otplib';
import { expect } from 'vitest';
import type { StaffRole } from '../db/schema';
import type { MemberAccountKind } from '../ledger/accounts';
import { creditForTest } from '../ledger/ledger.testing';
import { hashPassword } from '../lib/passwords';
import { hashToken, newToken } from '../lib/tokens';
import { TEST_ADMIN_PASSWORD, type TestApp } from './build-test-app';
import { call, nextIp, staffPost, okData } from './http';

/**
 * The server tests' one set of factories: members (in the database, signed in, funded) and staff
 * (signed in through the real API, password then TOTP). A module's own set-ups (a payer, a
 * withdrawer, a stake) live in its `*.testing.ts` and build on these.
 */

/** One USDT in micro-units. */
export const USDT = 1_000_000n;
/** The password and secondary password the factories give a member unless told otherwise. */
export const PASSWORD = 'Secret123';
export const SEC = 'Second123';
export const STAFF_PASSWORD = 'StaffPass123';
/** Wednesday 2026-11-18 12:00 in Singapore (the default BUSINESS_TZ): a business day, money desks open. */
export const WEDNESDAY_NOON = '2026-11-18T04:00:00Z';

let nameSequence = 0;
/** A fresh username (letters and digits, 5-20) and email for one test member. */
export function uniqueIdentity(prefix = 'user') {
  nameSequence += 1;
  const stamp = `${Date.now().toString(36).slice(-4)}${nameSequence}`;
  const username = `${prefix}${stamp}`.slice(0, 20);
  return { username, email: `${username.toLowerCase()}@example.test` };
}

/** Inserts a member directly (faster than the sign-up flow) with a known password. */
export async function createMember(
  t: TestApp,
  overrides: Partial<{
    username: string;
    email: string | null;
    password: string;
    sponsorId: bigint | null;
    walletAddress: string | null;
    language: string;
    status: 'active' | 'frozen';
    kycStatus: 'none' | 'pending' | 'approved' | 'rejected';
    secPassword: string;
    fullname: string | null;
  }> = {},
) {
  const identity = uniqueIdentity();
  const username = overrides.username ?? identity.username;
  const email = overrides.email === undefined ? identity.email : overrides.email;
  const password = overrides.password ?? PASSWORD;
  const row = await t.db
    .insertInto('members')
    .values({
      username,
      email,
      password_hash: await hashPassword(password),
      sec_password_hash: overrides.secPassword ? await hashPassword(overrides.secPassword) : null,
      country_id: 194,
      language: overrides.language ?? 'en',
      sponsor_id: overrides.sponsorId ?? null,
      placement_id: overrides.sponsorId ?? null,
      wallet_address: overrides.walletAddress ?? null,
      status: overrides.status ?? 'active',
      kyc_status: overrides.kycStatus ?? 'none',
      fullname: overrides.fullname ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, email, password };
}

export async function loginToken(t: TestApp, username: string, password = PASSWORD): Promise<string> {
  const res = await call(t, 'POST', paths.auth.login, { username, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}

/** A member with a live session (signed in through the login call). */
export async function createLoggedInMember(t: TestApp, overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  return { ...member, token: await loginToken(t, member.username, member.password) };
}

/** Credits a member's wallet (point1 unless told) with whole USDT, through the ledger. */
export function fund(t: TestApp, memberId: bigint, units: bigint, kind: MemberAccountKind = 'point1') {
  return creditForTest(t.db, memberId, units * USDT, { kind });
}

let memberCounter = 0;

/** A bare member row, no password to sign in with (for tests that only need someone to point at). */
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

/** A TOTP code computed on the test app's clock. */
export function totpCode(t: TestApp, secret: string): string {
  return authenticator.clone({ epoch: t.clock.now().getTime() }).generate(secret);
}

export interface SignedInStaff {
  token: string;
  secret: string;
  username: string;
}

/** The staff password step only; answers the response. */
export async function passwordStep(t: TestApp, username: string, password: string, ip = nextIp()) {
  return call(t, 'POST', adminPaths.login, { username, password }, { ip });
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
  const { token, stage } = okData(login) as { token: string; stage: string };
  let secret = knownSecret;
  if (stage === 'totp_setup') {
    const setup = await call(t, 'GET', adminPaths.totpSetup, undefined, { token, ip });
    secret = okData(setup).secret as string;
  }
  if (!secret) throw new Error(`${username} has TOTP set up; pass its secret`);
  const url = stage === 'totp_setup' ? adminPaths.totpSetup : adminPaths.totp;
  const res = await call(t, 'POST', url, { code: totpCode(t, secret) }, { token, ip });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(30_000);
  return { token, secret, username };
}

export function signInAdmin(t: TestApp, knownSecret?: string) {
  return signIn(t, 'admin', TEST_ADMIN_PASSWORD, knownSecret);
}

/** Creates a staff account through the API (as the given superadmin) and signs it in. */
export async function createAndSignIn(t: TestApp, admin: SignedInStaff, username: string, role: StaffRole) {
  const res = await staffPost(t, admin, adminPaths.staff, { username, role, password: STAFF_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const signedIn = await signIn(t, username, STAFF_PASSWORD);
  return { ...signedIn, id: res.json().data.id as string };
}

/**
 * The admin and a staff account per entry, created and signed in one after the other (each sign-in
 * moves the clock on): `signInStaff(t, { helpdesk: 'support' })` answers `{ admin, helpdesk }`.
 */
export async function signInStaff<const Roles extends Record<string, StaffRole>>(
  t: TestApp,
  roles: Roles,
): Promise<{ admin: SignedInStaff } & { [K in keyof Roles]: SignedInStaff & { id: string } }> {
  const admin = await signInAdmin(t);
  const staff: Record<string, SignedInStaff & { id: string }> = {};
  for (const [username, role] of Object.entries(roles))
    staff[username] = await createAndSignIn(t, admin, username, role);
  return { admin, ...staff } as { admin: SignedInStaff } & { [K in keyof Roles]: SignedInStaff & { id: string } };
}
