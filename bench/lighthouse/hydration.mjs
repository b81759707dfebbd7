#!/usr/bin/env node
// Checks the pre-rendered public pages in Chromium: in each language, each page keeps the server's
// DOM (since issue 14 nothing renders it anew: the pages are not hydrated, their islands start on
// it), its islands started, and it logs no error or warning.
//
//   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse/hydration.mjs [--lang=en,zh]
//
// Needs a running production build (`npm start`). Exits 1 on any failure.
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium.mjs';

/* global document, window */

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const langArg = process.argv.find((a) => a.startsWith('--lang='));
const languages = langArg
  ? langArg.slice('--lang='.length).split(',')
  : ['zh', 'en', 'zh-TW', 'th', 'vi', 'ja', 'ko', 'id', 'ms'];
const pages = [
  '',
  '/aurionPro',
  '/smartLend',
  '/aboutus',
  '/hybrid',
  '/team',
  '/contactus',
  '/blogs',
  '/blog-single',
  '/tnc',
];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
let failures = 0;
try {
  for (const lng of languages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    // Remember the server's element before any script runs; hydration keeps it, a client render replaces it.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__serverRoot = document.querySelector('.ld-root');
      });
    });
    for (const pagePath of pages) {
      const page = await context.newPage();
      const problems = [];
      page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const url = `${baseUrl}/landing${pagePath}?lang=${lng}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      const state = await page.evaluate(() => ({
        wasPrerendered: Boolean(window.__serverRoot),
        isKept: Boolean(window.__serverRoot) && window.__serverRoot === document.querySelector('.ld-root'),
        lang: document.documentElement.lang,
        islandsStarted: document.documentElement.dataset.islands === 'ready',
        canonicals: document.querySelectorAll('link[rel="canonical"]').length,
        titles: document.querySelectorAll('title').length,
      }));
      const ok =
        state.wasPrerendered &&
        state.isKept &&
        state.islandsStarted &&
        state.lang === lng &&
        state.canonicals <= 1 &&
        state.titles === 1 &&
        problems.length === 0;
      if (!ok) failures++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${url} ${ok ? '' : JSON.stringify({ ...state, problems })}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(
  failures === 0 ? 'all pages kept their DOM and started their islands without warnings' : `${failures} page(s) failed`,
);
process.exit(failures === 0 ? 0 : 1);
