#!/usr/bin/env node
// The member app's first loads as Chromium's network log sees them (issue 14): every script a fresh
// phone downloads until the network is idle, gzip -9 of each body, summed, and how many requests.
// Usage: BASE_URL=http://127.0.0.1:3000 node bench/lighthouse/member-js.mjs [--lang=zh] [--user=alice]
// The app must be running (a production build served by the Fastify server, with the demo members).
// Exits 1 over a budget, or when a first load fetches back-office, wallet/chain or chart code.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const language = arg('lang', 'zh');
const username = arg('user', 'alice');
const password = process.env.MEMBER_PASSWORD ?? 'Demo12345';

/** issue 14's budgets: kB of gzip JavaScript and script requests (null: not limited). */
const loads = [
  { path: '/web/homepage', loggedIn: false, kb: 180, scripts: 20 },
  { path: '/web/homepage', loggedIn: true, kb: 180, scripts: 20 },
  { path: '/web/staking', loggedIn: true, kb: 220, scripts: null },
  { path: '/admin', loggedIn: false, kb: 250, scripts: null },
];
/** Chunk bodies that must not be on a member's first load (source markers that survive minifying). */
const forbiddenInMember = [
  [/walletconnect|wagmi|viem/i, 'wallet/chain'],
  [/recharts|chart\.js|echarts/i, 'charts'],
];

async function token() {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await response.json();
  const value = body?.data?.token ?? body?.token;
  if (!value) throw new Error(`login as ${username} failed: ${JSON.stringify(body).slice(0, 200)}`);
  return value;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
let isOver = false;
try {
  const memberToken = loads.some((l) => l.loggedIn) ? await token() : null;
  for (const load of loads) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ([lng, value]) => {
        localStorage.setItem('lan', lng);
        if (value && !localStorage.getItem('TandemToken')) localStorage.setItem('TandemToken', value);
      },
      [language, load.loggedIn ? memberToken : null],
    );
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.set(response.url(), { body, gzip: zlib.gzipSync(body, { level: 9 }).length });
      } catch {
        // a response without a body (redirect) carries no code
      }
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}${load.path}`, { waitUntil: 'networkidle' });
    // The screen must have rendered: the member header's login or account button, or the staff login form.
    // On a loaded machine the network can fall idle before the first render: wait for it, then for idle again.
    const shown = page.locator('[data-testid=header-login], [data-testid=account-menu], input[type=password]').first();
    const rendered = await shown.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    await page.waitForLoadState('networkidle');
    const signedIn = await page.locator('[data-testid=account-menu]').isVisible();
    const files = [...scripts.entries()];
    const kb = files.reduce((sum, [, s]) => sum + s.gzip, 0) / 1024;
    const leaks = load.path.startsWith('/web')
      ? forbiddenInMember.flatMap(([re, what]) => (files.some(([, s]) => re.test(s.body.toString())) ? [what] : []))
      : [];
    const broken = !rendered || errors.length > 0 || (load.path.startsWith('/web') && signedIn !== load.loggedIn);
    const over = broken || kb > load.kb || (load.scripts !== null && files.length > load.scripts) || leaks.length > 0;
    if (over) isOver = true;
    console.log(
      `${(over ? 'OVER' : 'ok').padEnd(4)} ${load.path.padEnd(14)} ${(load.loggedIn ? 'logged in' : 'logged out').padEnd(10)} ` +
        `${kb.toFixed(1).padStart(6)} kB of ${load.kb}, ${files.length} scripts${load.scripts ? ` of ${load.scripts}` : ''}` +
        (leaks.length ? `, loads ${leaks.join(', ')} code` : '') +
        (broken ? `, BROKEN (rendered ${rendered}, signed in ${signedIn}, errors: ${errors.join(' | ')})` : ''),
    );
    if (process.env.VERBOSE)
      for (const [url, s] of files.sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`     ${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${url.replace(baseUrl, '')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`language ${language}, ${baseUrl}`);
process.exit(isOver ? 1 : 0);
