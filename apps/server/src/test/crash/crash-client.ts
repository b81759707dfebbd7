import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import type { Database } from '../../db/database';

/**
 * An HTTP client that behaves like the web app after a lost connection: it sends the same request,
 * with the same Idempotency-Key and body, until it gets an answer. Every answer it returns is one
 * the member saw (acknowledged); a request that died with the server is never reported on its own.
 */

export interface Answer {
  status: number;
  body: { code: number; message: string; data: Record<string, unknown> | null };
  isReplay: boolean;
  /** Attempts that got no answer (connection refused or reset, timeout) before this one. */
  interruptions: number;
}

const RETRY_FOR_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let forwardedFor = 0;
/** A fresh client address per request (the server trusts loopback as a proxy), so per-IP limits stay out of the way. */
function nextClientIp(): string {
  forwardedFor += 1;
  return `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`;
}

/**
 * `to` is one server's base URL, or a load balancer's choice (a function answering a base URL for each
 * attempt): a request retried after a lost connection then goes to the next server, as behind a balancer.
 */
export async function sendUntilAnswered(
  to: string | (() => string),
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; key?: string; abandonFirstAfterMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextClientIp() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (let interruptions = 0; ; interruptions++) {
    try {
      const baseUrl = typeof to === 'string' ? to : to();
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(
          interruptions === 0 && options.abandonFirstAfterMs ? options.abandonFirstAfterMs : 20_000,
        ),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: JSON.parse(text) as Answer['body'],
        isReplay: res.headers.get('idempotent-replayed') === 'true',
        interruptions,
      };
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await sleep(50 + Math.floor(Math.random() * 100));
    }
  }
}

/**
 * The first staff account (`admin`) signs in: password, then TOTP set-up with a code from the real
 * clock. Its session lives in the database: it survives restarts and works on every server.
 */
export async function signInStaff(
  send: (method: 'GET' | 'POST', url: string, options?: { token?: string; body?: unknown }) => Promise<Answer>,
  password: string,
): Promise<string> {
  const expectOk = (answer: Answer) => {
    if (answer.status !== 200) throw new Error(`staff sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data!;
  };
  const { token } = expectOk(
    await send('POST', '/api/admin/auth/login', { body: { username: 'admin', password } }),
  ) as {
    token: string;
  };
  const { secret } = expectOk(await send('GET', '/api/admin/auth/totp-setup', { token })) as { secret: string };
  expectOk(await send('POST', '/api/admin/auth/totp-setup', { token, body: { code: authenticator.generate(secret) } }));
  return token;
}

/**
 * An active, KYC-approved member written straight into the servers' shared database (the multi-server
 * tests load through the API, not through sign-up): `prefix` plus a random tail names it; the password
 * hashes are computed once by the caller, since argon2 takes a tenth of a second each.
 */
export async function insertActiveMember(
  db: Database,
  values: { prefix: string; passwordHash: string; secHash: string; sponsorId: bigint | null; fullname?: string },
): Promise<{ id: bigint; username: string }> {
  const username = `${values.prefix}m${randomBytes(3).toString('hex')}`;
  const row = await db
    .insertInto('members')
    .values({
      username,
      email: `${username}@example.test`,
      password_hash: values.passwordHash,
      sec_password_hash: values.secHash,
      country_id: 194,
      language: 'en',
      sponsor_id: values.sponsorId,
      placement_id: values.sponsorId,
      status: 'active',
      kyc_status: 'approved',
      ...(values.fullname ? { fullname: values.fullname } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}
