import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { type Envelope, adminPaths, financePaths, moneyDeskPaths, paths } from '@tandem/contracts';
import { baseUrl, readMailedCode } from './browser';

/**
 * The journeys' one way to call the API directly, for the steps a journey is not about (a member to
 * start from, a deposit approved, a setting changed). The steps it is about go through the screens.
 */
export interface CallOptions {
  /** A member's or a staff session. */
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (file uploads). */
  form?: FormData;
  query?: Record<string, string>;
  idempotencyKey?: string;
}

/** One call; answers the HTTP status and the envelope, whatever its code. */
export async function send<T = Record<string, unknown>>(
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Envelope<T> & { status: number }> {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await fetch(`${baseUrl}${url}${query}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: res.status, ...((await res.json()) as Envelope<T>) };
}

/** One call that must succeed (code 0); answers its data. */
export async function call<T = Record<string, unknown>>(
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await send<T>(method, url, options);
  assert.equal(answer.code, 0, `${method} ${url}: ${answer.message}`);
  return answer.data;
}

/** A member's session token, through the login call. */
export async function memberToken(username: string, password: string): Promise<string> {
  return (await call<{ token: string }>('POST', paths.auth.login, { body: { username, password } })).token;
}

/**
 * A member of the journey's own (the demo members belong to other journeys): signed up with the
 * emailed code under `sponsor`, with a secondary password when one is given.
 */
export async function newMember(options: {
  prefix: string;
  password: string;
  secPassword?: string;
  sponsor?: string;
  language?: string;
}) {
  const language = options.language ?? 'en';
  const username = `${options.prefix}${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.test`;
  await call('POST', paths.global.sentOtp, { body: { email, lang: language, country_id: 194 } });
  const otp = await readMailedCode(email);
  await call('GET', paths.global.checkOtp, { query: { email, otp } });
  const { token } = await call<{ token: string }>('POST', paths.auth.signup, {
    body: {
      username,
      email,
      country_id: 194,
      password: options.password,
      password_confirmation: options.password,
      ref_id: options.sponsor ?? 'root',
      lang: language,
    },
  });
  if (options.secPassword) {
    await call('POST', paths.member.setSecPassword, {
      token,
      body: { password: options.secPassword, password_confirmation: options.secPassword },
    });
  }
  return { username, email, token };
}

/** The e2e server's clock control (scripts/e2e.mjs turns it on); not a product path, so not in contracts. */
export const testClockPath = '/api/test/clock';

/**
 * The server's time: the clock control may have let days pass on it (the staking journey does);
 * without that control the server runs on the real time.
 */
export async function serverNowMs(): Promise<number> {
  try {
    const answer = await send<{ now?: string }>('GET', testClockPath);
    const now = answer.code === 0 && answer.data?.now ? Date.parse(answer.data.now) : Number.NaN;
    return Number.isNaN(now) ? Date.now() : now;
  } catch {
    return Date.now();
  }
}

/** Finance approves the member's pending deposit (no HTTP route creates money otherwise). */
export async function approvePendingDeposit(staffToken: string, username: string) {
  const pending = await call<{ list: Array<{ id: string; username: string }> }>('GET', financePaths.deposits, {
    token: staffToken,
    query: { status: 'pending' },
  });
  const deposit = pending.list.find((d) => d.username === username);
  assert.ok(deposit, `${username} has a pending deposit`);
  await call('POST', financePaths.depositApprove(deposit.id), { token: staffToken, body: {} });
}

/** The platform's TRC-20 deposit address in the journeys: a crypto deposit shows it to the member. */
export const platformAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** The admin sets the platform's TRC-20 deposit address (an ordinary staff setting). */
export async function setPlatformDepositAddress(adminToken: string) {
  await call('POST', adminPaths.settings, {
    token: adminToken,
    body: { key: 'DEPOSIT_ADDRESS_TRC20_USDT', value: platformAddress },
  });
}

/** Cash for a journey's member: a deposit, approved by finance (no HTTP route creates money otherwise). */
export async function fundCash(member: { username: string; token: string }, amount: string, staffToken: string) {
  await call('POST', moneyDeskPaths.deposit, {
    token: member.token,
    body: { network: 'TRC20_USDT', amount, tx_hash: randomBytes(32).toString('hex') },
    idempotencyKey: randomBytes(16).toString('hex'),
  });
  await approvePendingDeposit(staffToken, member.username);
}
