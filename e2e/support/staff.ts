import fs from 'node:fs';
import path from 'node:path';
import { adminPaths } from '@tandem/contracts';
import { authenticator } from 'otplib';
import type { Browser } from 'playwright-core';
import { send, serverNowMs } from './api';
import { baseUrl, dataDir } from './browser';

/** The admin's password on the e2e server (scripts/e2e.mjs sets it). */
export const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'AdminPass123';

/**
 * Back-office sign-in over the API for journeys that need a staff session but are not about signing
 * in. The first admin sign-in on a fresh server sets up TOTP; its secret is kept in the e2e data
 * directory, so a later journey on the same server can sign the admin in again.
 */
const adminSecretFile = () => path.join(dataDir, 'e2e-admin-totp-secret');

export function rememberAdminTotpSecret(secret: string) {
  fs.writeFileSync(adminSecretFile(), secret, { mode: 0o600 });
}

/** A TOTP code for a step later than the last one used: the server refuses a replayed step. */
async function freshCode(secret: string, lastStep: { value: number }) {
  // The staking journey lets days pass on the server, and TOTP codes are checked against its time.
  const offsetMs = Math.max(0, (await serverNowMs()) - Date.now());
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
  const login = await send<{ token: string; stage: string }>('POST', adminPaths.login, {
    body: { username, password },
  });
  if (login.code !== 0) throw new Error(`staff login ${username}: ${login.message}`);
  const { token, stage } = login.data;
  let secret = knownSecret;
  if (stage === 'totp_setup') {
    const setup = await send<{ secret: string }>('GET', adminPaths.totpSetup, { token });
    secret = setup.data.secret;
  }
  if (!secret) throw new Error(`${username} already has TOTP and its secret is unknown`);
  const lastStep = usedSteps.get(username) ?? { value: Math.floor(Date.now() / 30_000) - 1 };
  usedSteps.set(username, lastStep);
  const url = stage === 'totp_setup' ? adminPaths.totpSetup : adminPaths.totp;
  let result = await send('POST', url, { token, body: { code: await freshCode(secret, lastStep) } });
  // Another journey may have used this step's code a moment ago: wait for the next one.
  if (result.message === 'INCORRECT_TOTP')
    result = await send('POST', url, { token, body: { code: await freshCode(secret, lastStep) } });
  if (result.code !== 0) throw new Error(`staff TOTP ${username}: ${result.message}`);
  return { token, secret };
}

export async function signInAdmin(password = adminPassword) {
  const file = adminSecretFile();
  const known = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  const session = await signInStaff('admin', password, known);
  rememberAdminTotpSecret(session.secret);
  return session;
}

/** Creates a staff account as the admin and signs it in; answers its full-session token. */
export async function createStaff(adminToken: string, username: string, role: string, password: string) {
  const created = await send('POST', adminPaths.staff, { token: adminToken, body: { username, role, password } });
  if (created.code !== 0) throw new Error(`create staff ${username}: ${created.message}`);
  return signInStaff(username, password);
}

/** The back office on a desktop in `language`, signed in with a staff session token; close the context after. */
export async function staffDesk(browser: Browser, language: string, staffToken: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((lng) => localStorage.setItem('lan', lng), language);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.evaluate((token) => sessionStorage.setItem('TandemStaffToken', token), staffToken);
  return { context, page };
}
