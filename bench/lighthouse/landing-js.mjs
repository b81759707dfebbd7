#!/usr/bin/env node
/* global document */
// Counts the JavaScript each public page loads, as Chromium's network log sees it, and its gzip size.
// Usage: BASE_URL=http://127.0.0.1:4174 node bench/lighthouse/landing-js.mjs [--budget-kb=60] [--lang=zh]
// The app must be running (a production build: `npx vite preview` in apps/web, or `npm start`).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4174').replace(/\/$/, '');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const budgetKb = Number(arg('budget-kb', '60'));
const language = arg('lang', 'zh');
const pages = [
  '/landing',
  '/landing/aboutus',
  '/landing/aurionPro',
  '/landing/hybrid',
  '/landing/smartLend',
  '/landing/team',
  '/landing/contactus',
  '/landing/blogs',
  '/landing/blogs?page=2',
  '/landing/blog-single?id=1',
  '/landing/tnc',
];
/** Code that must never reach the public site: the app shell, Mantine, wallets, the back office. */
const forbidden = [/providers-/, /\/member\//, /admin/i, /wagmi|viem|walletconnect/i, /@mantine/];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
let isOver = false;
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((lng) => localStorage.setItem('lan', lng), language);
    // The site keeps the chosen language in the `lan` cookie too; the server sends that pre-rendered page.
    await context.addCookies([{ name: 'lan', value: language, url: baseUrl }]);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.set(response.url(), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
      } catch {
        // a response without a body (redirect) carries no code
      }
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('h1', { timeout: 10_000 });
    const files = [...scripts.entries()];
    const gzip = files.reduce((sum, [, s]) => sum + s.gzip, 0);
    const raw = files.reduce((sum, [, s]) => sum + s.raw, 0);
    const leaked = files.map(([url]) => url).filter((url) => forbidden.some((re) => re.test(url)));
    const css = await page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.href));
    const status = gzip / 1024 > budgetKb || leaked.length > 0 ? 'OVER' : 'ok';
    if (status !== 'ok') isOver = true;
    console.log(
      `${status.padEnd(4)} ${path.padEnd(28)} ${files.length} scripts, ${(gzip / 1024).toFixed(1)} kB gzip (${(raw / 1024).toFixed(1)} kB raw), css: ${css.map((h) => h.split('/').pop()).join(' ')}`,
    );
    if (leaked.length) console.log(`     loads app code: ${leaked.join(', ')}`);
    if (process.env.VERBOSE)
      for (const [url, s] of files.sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`     ${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${url.replace(baseUrl, '')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`budget: ${budgetKb} kB of gzip-compressed JavaScript per page, language ${language}`);
process.exit(isOver ? 1 : 0);
