import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';

/**
 * The server tests' one way to call the API (through `app.inject`, no socket). Each call comes from
 * its own client address unless the test names one, so per-IP rate limits only bite in the tests
 * written for them.
 */
let addressCounter = 0;
export function nextIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A session to call as: its token, or anything that carries one (a signed-in member or staff). */
export type Session = string | { token: string };
const tokenOf = (session: Session) => (typeof session === 'string' ? session : session.token);

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as the Idempotency-Key header (money calls). */
  key?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request; `body` is sent as JSON (or as given, with the headers saying what it is). */
export async function call(t: TestApp, method: Method, url: string, body?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
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

export function get(t: TestApp, url: string, options: CallOptions = {}) {
  return call(t, 'GET', url, undefined, options);
}

/** A POST with a JSON body (an empty object unless given, as the web client sends). */
export function post(t: TestApp, url: string, body: unknown = {}, options: CallOptions = {}) {
  return call(t, 'POST', url, body, options);
}

/**
 * A member's money POST (decision: every one takes an Idempotency-Key): a fresh key unless the test
 * gives one to replay, or none when it passes null to see the refusal.
 */
export function postKeyed(t: TestApp, url: string, token: string, body: unknown, key: string | null = randomUUID()) {
  return call(t, 'POST', url, body, { token, ...(key ? { key } : {}) });
}

/** Back-office calls, as a signed-in staff member. */
export function staffGet(t: TestApp, staff: Session, url: string, query?: Record<string, string>) {
  return call(t, 'GET', url, undefined, { token: tokenOf(staff), query });
}

export function staffPost(t: TestApp, staff: Session, url: string, body: unknown = {}) {
  return call(t, 'POST', url, body, { token: tokenOf(staff) });
}

export function staffPut(t: TestApp, staff: Session, url: string, body: unknown = {}) {
  return call(t, 'PUT', url, body, { token: tokenOf(staff) });
}

/** A POST of a body exactly as given, under `contentType`: broken JSON, other media types. */
export function postRaw(
  t: TestApp,
  url: string,
  payload: string,
  contentType = 'application/json',
  options: CallOptions = {},
) {
  return call(t, 'POST', url, payload, { ...options, headers: { 'content-type': contentType, ...options.headers } });
}

/** An error answer: its status (the body shown if that is off) and its catalogue message. */
export function expectRefusal(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { message?: unknown }).message).toBe(message);
}

/**
 * A POST over the server's body limit (`body` padded to 300 KiB) is refused with 413
 * PAYLOAD_TOO_LARGE before any check of what it says.
 */
export async function expectTooLarge(
  t: TestApp,
  url: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const padded = { ...body, pad: 'x'.repeat(300 * 1024) };
  expectRefusal(await call(t, 'POST', url, padded, options), 413, 'PAYLOAD_TOO_LARGE');
}

/**
 * A per-address rate limit: from one address, `limit` calls in a row answer `passing` and the next is
 * refused with 429 `TOO_MANY_REQUESTS`. `attempt(n)` makes call n (0 to `limit`), all from one address.
 */
export async function expectRateLimit(
  limit: number,
  passing: number,
  attempt: (n: number) => Promise<LightMyRequestResponse>,
) {
  const statuses: number[] = [];
  for (let n = 0; n < limit; n++) statuses.push((await attempt(n)).statusCode);
  expect(statuses).toEqual(Array(limit).fill(passing));
  expectRefusal(await attempt(limit), 429, 'TOO_MANY_REQUESTS');
}

/**
 * The lock-out every password and code check shares: four wrong tries in a row are each refused with
 * `refusal` (a 422), the fifth locks the account for fifteen minutes. `attempt(n)` makes try n (1 to 5).
 */
export async function expectLockOut(attempt: (n: number) => Promise<LightMyRequestResponse>, refusal: string) {
  for (let n = 1; n <= 4; n++) expectRefusal(await attempt(n), 422, refusal);
  const fifth = await attempt(5);
  expect(fifth.statusCode).toBe(429);
  expect(fifth.json()).toMatchObject({ message: 'ACCOUNT_LOCKED', data: { retry_after_seconds: 900 } });
}

/**
 * A successful answer's `data`: the status must be 200 (the body is shown when it is not). As loosely
 * typed as `res.json()`, so a test reads the fields it checks.
 */
export function okData(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A refused form's field errors (`data.fields`): the status must be 400 (the body is shown when it is not). */
export function fieldErrors(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  return res.json().data.fields;
}
