import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

/** Flags for Debian's Chromium on a machine without internet (developers' guide). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
export const dataDir = process.env.E2E_DATA_DIR ?? path.resolve('data');
export const artifactsDir = path.resolve(import.meta.dirname, '..', 'artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/**
 * One Chromium for the enclosing describe block: launched before its tests, closed after them.
 * Answers a getter, as the browser exists only once the `before` hook has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  // Hooks get no --test-timeout: theirs are set here, so a browser that does not start or close fails the block.
  before(
    async () => {
      browser = await launchBrowser();
    },
    { timeout: 60_000 },
  );
  // A journey closes its contexts when it passes; one that failed or timed out leaves them open. What their
  // pages show at the block's end is kept (left-<block>-<n>.png, with the address in the log) before the
  // browser closes, which also stops a timed-out journey's own steps. (Per journey would not do: a block's
  // journeys may run side by side, each with its own contexts.)
  after(
    async (t) => {
      let n = 0;
      for (const context of browser?.contexts() ?? []) {
        for (const page of context.pages()) {
          const name = `left-${t.name.replace(/[^\w-]+/g, '-').slice(0, 60)}-${++n}`;
          console.error(`  ${name}.png: ${page.url()}`);
          await screenshot(page, name, { timeout: 10_000 }).catch(() => {});
        }
      }
      await browser?.close();
    },
    { timeout: 120_000 },
  );
  return () => {
    if (!browser) throw new Error('the browser is launched in the before hook');
    return browser;
  };
}

/** A phone-sized context with the app's language preset in local storage (key `lan`), optionally in a time zone. */
export async function phoneContext(
  browser: Browser,
  language: string,
  options: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  await context.addInitScript((lng) => {
    if (!localStorage.getItem('lan')) localStorage.setItem('lan', lng);
  }, language);
  return context;
}

/** A page in a fresh phone context (see phoneContext); close the context when the journey is done. */
export async function phonePage(browser: Browser, language: string, options: { timezoneId?: string } = {}) {
  const context = await phoneContext(browser, language, options);
  return { context, page: await context.newPage() };
}

/**
 * Waits until the page looks as it will stay: no request in flight, the web fonts loaded (they change
 * text widths) and every finite animation or transition ended (a modal sliding in, a tab indicator).
 * Looping animations (spinners) never end and are left out.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // page.evaluate has no timeout of its own: a font or an animation that never ends (a paused one) fails
  // the wait after 10 s instead of holding the journey for ever.
  await page.evaluate(async (limitMs) => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const done = Promise.all([document.fonts.ready, ...finite.map((a) => a.finished.catch(() => undefined))]);
    const late = new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`settled: fonts or animations still running after ${limitMs} ms`)), limitMs),
    );
    await Promise.race([done, late]);
  }, 10_000);
}

export async function screenshot(page: Page, name: string, options: { timeout?: number } = {}) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false, ...options });
}

/** The newest code mailed to an address, read from the server's outbox (no SMTP configured in e2e). */
export async function readMailedCode(email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      const mails = fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string });
      const mail = mails.find((m) => m.to.toLowerCase() === email.toLowerCase());
      const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}
