#!/usr/bin/env node
// Lighthouse (mobile: emulated phone, simulated slow 4G and 4x CPU slowdown) against public pages
// of a running production build, printing performance / accessibility / best practices / SEO.
//
//   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse/run.mjs [/landing /landing/aurionPro ...]
//
// The app must already run (`npm start`, or `npx vite preview` in apps/web). Chromium comes from
// CHROME_PATH (default /usr/bin/chromium). Each page runs RUNS times (default 3) and the run with the
// median performance score is reported, as Lighthouse advises for noisy machines. Exits 1 when a
// reported score is under MIN_SCORE (default 95).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = pages.length > 0 ? pages : ['/landing', '/landing/aurionPro', '/landing/contactus', '/landing/tnc'];
const language = process.env.LANG_CODE ?? 'zh';
const minScore = Number(process.env.MIN_SCORE ?? 95);
const reportDir = process.env.REPORT_DIR;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runs = Math.max(1, Number(process.env.RUNS ?? 3));

// The browser speaks the language too: the member app starts in the browser's language when none was chosen on
// the device (it does not read ?lang=), so without it the app's pages were measured in English.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...chromiumFlags, `--lang=${language}`, `--accept-lang=${language}`],
});
let isBelow = false;
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${baseUrl}, language ${language}`,
  );
  console.log(['page'.padEnd(24), ...categories.map((c) => c.padStart(15))].join(''));
  for (const target of targets) {
    // The language comes from ?lang= (the hreflang address), so every run reads the same dictionary.
    const url = `${baseUrl}${target}${target.includes('?') ? '&' : '?'}lang=${language}`;
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        output: reportDir ? 'html' : 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (!outcome) throw new Error(`no result for ${url}`);
      results.push(outcome);
    }
    results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const result = results[Math.floor(results.length / 2)];
    const performanceRuns = results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
    const scores = categories.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < minScore)) isBelow = true;
    console.log(
      [target.padEnd(24), ...scores.map((s) => String(s).padStart(15))].join('') +
        `   (performance runs: ${performanceRuns.join(', ')})`,
    );
    const failing = Object.values(result.lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    );
    for (const audit of failing) console.log(`    ${audit.id}: ${audit.displayValue ?? ''} ${audit.title}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(
      `    ${metrics.map((m) => `${m.replace(/-/g, ' ')}: ${result.lhr.audits[m]?.displayValue}`).join(' · ')}`,
    );
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, `${target.replace(/\W+/g, '_')}.html`), result.report);
      // The median run's full result, for reading the audits behind the score (LCP element and phases, long tasks).
      fs.writeFileSync(
        path.join(reportDir, `${target.replace(/\W+/g, '_')}.json`),
        JSON.stringify(result.lhr, null, 1),
      );
    }
  }
} finally {
  await chrome.kill();
}
process.exit(isBelow ? 1 : 0);
