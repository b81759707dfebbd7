import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@tandem/contracts';
import type { InjectOptions } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../../test/build-test-app';

/**
 * Helpers for the global, auth and member API tests (not a test file itself).
 * Each call comes from its own IP address unless the test names one, so per-IP rate limits only
 * bite in the tests written for them.
 */
let ipSequence = 0;
export function nextIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

let nameSequence = 0;
/** A fresh username (letters and digits, 5-20) and email for one test member. */
export function uniqueIdentity(prefix = 'user') {
  nameSequence += 1;
  const stamp = `${Date.now().toString(36).slice(-4)}${nameSequence}`;
  const username = `${prefix}${stamp}`.slice(0, 20);
  return { username, email: `${username.toLowerCase()}@example.test` };
}

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export async function call(t: TestApp, method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = {
    method,
    url,
    headers,
    query: options.query,
    remoteAddress: options.ip ?? nextIp(),
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return t.app.inject(request);
}

type Mail = { to: string; subject: string; text: string };

/**
 * Like readOutbox, but skips a file the mailer is still writing (background mails land while a
 * test reads), instead of failing on its half-written JSON.
 */
function readOutboxSettled(outboxDir: string): Mail[] {
  if (!fs.existsSync(outboxDir)) return [];
  const mails: Mail[] = [];
  for (const name of fs.readdirSync(outboxDir).sort()) {
    try {
      mails.push(JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8')) as Mail);
    } catch {
      // Half-written; the next read sees it whole.
    }
  }
  return mails;
}

export function mailsTo(t: TestApp, email: string): Mail[] {
  return readOutboxSettled(t.outboxDir).filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** Waits for mails sent in the background (password reset, contact acknowledgement). */
export async function waitForMails(t: TestApp, email: string, count: number, timeoutMs = 3_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(t, email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function codeIn(mail: Mail | undefined): string {
  const match = mail ? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text) : null;
  if (!match) throw new Error(`no six-digit code in mail: ${mail?.text}`);
  return match[1]!;
}

/** The code in the newest mail to `email`. */
export function latestCode(t: TestApp, email: string): string {
  return codeIn(mailsTo(t, email).at(-1));
}

/** A code different from `code`, for wrong-code tests. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export const PASSWORD = 'Secret123';

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

/** A member with a live session. */
export async function createLoggedInMember(t: TestApp, overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  return { ...member, token: await loginToken(t, member.username, member.password) };
}

/** sent-otp then check-otp for a sign-up email: afterwards the email may sign up. */
export async function verifySignupEmail(t: TestApp, email: string): Promise<void> {
  const sent = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en', country_id: 194 });
  if (sent.statusCode !== 200) throw new Error(`sent-otp failed: ${sent.body}`);
  const checked = await call(t, 'GET', paths.global.checkOtp, undefined, {
    query: { email, otp: latestCode(t, email) },
  });
  if (checked.statusCode !== 200) throw new Error(`check-otp failed: ${checked.body}`);
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  const identity = uniqueIdentity('new');
  return {
    username: identity.username,
    email: identity.email,
    country_id: 194,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ref_id: 'root',
    jid: '',
    ...overrides,
  };
}
