import fs from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import { baseUrl, dataDir } from './browser';

/**
 * Back-office sign-in over the API for journeys that need a staff session but are not about signing
 * in. The first admin sign-in on a fresh server sets up TOTP; its secret is kept in the e2e data
 * directory, so a later journey on the same server can sign the admin in again.
 */
const adminSecretFile = () => path.join(dataDir, 'e2e-admin-totp-secret');

export function rememberAdminTotpSecret(secret: string) {
  fs.writeFileSync(adminSecretFile(), secret, { mode: 0o600 });
}

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
}

/**
 * How far the server's clock runs ahead of ours: the staking journey lets days pass on the server
 * (POST /api/test/clock), and TOTP codes are checked against the server's time. 0 when the clock
 * control is off.
 */
async function serverClockOffsetMs(): Promise<number> {
  try {
    const res = await fetch(`${baseUrl}/api/test/clock`);
    if (!res.ok) return 0;
    const json = (await res.json()) as { code: number; data?: { now?: string } };
    const now = json.code === 0 && json.data?.now ? Date.parse(json.data.now) : Number.NaN;
    return Number.isNaN(now) ? 0 : Math.max(0, now - Date.now());
  } catch {
    return 0;
  }
}

/** A TOTP code for a step later than the last one used: the server refuses a replayed step. */
async function freshCode(secret: string, lastStep: { value: number }) {
  const offsetMs = await serverClockOffsetMs();
  for (;;) {
    const serverNow = Date.now() + offsetMs;
    const step = Math.floor(serverNow / 30_000);
    if (step > lastStep.value) {
      lastStep.value = step;
      return authenticator.clone({ epoch: serverNow }).generate(secret);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const usedSteps = new Map<string, { value: number }>();

/** Signs a staff member in fully and answers the token (and the TOTP secret, set up if needed). */
export async function signInStaff(username: string, password: string, knownSecret?: string) {
  const login = await call('POST', '/api/admin/auth/login', null, { username, password });
  if (login.code !== 0) throw new Error(`staff login ${username}: ${login.message}`);
  const { token, stage } = login.data as { token: string; stage: string };
  let secret = knownSecret;
  if (stage === 'totp_setup') {
    const setup = await call('GET', '/api/admin/auth/totp-setup', token);
    secret = setup.data.secret as string;
  }
  if (!secret) throw new Error(`${username} already has TOTP and its secret is unknown`);
  const lastStep = usedSteps.get(username) ?? { value: Math.floor(Date.now() / 30_000) - 1 };
  usedSteps.set(username, lastStep);
  const url = stage === 'totp_setup' ? '/api/admin/auth/totp-setup' : '/api/admin/auth/totp';
  let result = await call('POST', url, token, { code: await freshCode(secret, lastStep) });
  // Another journey may have used this step's code a moment ago: wait for the next one.
  if (result.message === 'INCORRECT_TOTP')
    result = await call('POST', url, token, { code: await freshCode(secret, lastStep) });
  if (result.code !== 0) throw new Error(`staff TOTP ${username}: ${result.message}`);
  return { token, secret };
}

export async function signInAdmin(password: string) {
  const file = adminSecretFile();
  const known = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  const session = await signInStaff('admin', password, known);
  rememberAdminTotpSecret(session.secret);
  return session;
}

/** Creates a staff account as the admin and signs it in; answers its full-session token. */
export async function createStaff(adminToken: string, username: string, role: string, password: string) {
  const created = await call('POST', '/api/admin/staff', adminToken, { username, role, password });
  if (created.code !== 0) throw new Error(`create staff ${username}: ${created.message}`);
  return signInStaff(username, password);
}
