import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, phonePage, screenshot, settled, useBrowser } from './support/browser';
import { memberPhone } from './support/member';

/**
 * Every main screen at phone width in three languages (zh, en, th): saved to e2e/artifacts for a person
 * to look at, and checked for what a person would notice at once — a raw translation key on screen,
 * or a page wider than the phone.
 */
const keyLike = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;

async function problemsOn(page: Page) {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const keys: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (re.test(text) && !/@|\/\/|^\d/.test(text)) keys.push(text);
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    return { keys, overflow };
  }, keyLike.source);
}

/** Once the screen has settled: saves its picture and checks it for raw keys and for overflow. */
async function checkScreen(page: Page, name: string, language: string) {
  await settled(page);
  await screenshot(page, `screen-${name}-${language}`);
  const { keys, overflow } = await problemsOn(page);
  assert.deepEqual(keys, [], `${name} (${language}) shows raw keys`);
  assert.ok(overflow <= 1, `${name} (${language}) is ${overflow}px wider than the phone`);
}

const pages: Array<{ name: string; path: string; open?: (page: Page) => Promise<void> }> = [
  { name: 'homepage', path: '/web/homepage' },
  {
    name: 'login',
    path: '/web/homepage',
    open: async (page) => {
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-form').waitFor();
    },
  },
  { name: 'signup', path: '/register?ref_id=root', open: (page) => page.getByTestId('signup-form').waitFor() },
  { name: 'profile', path: '/web/profile' },
  { name: 'not-found', path: '/web/no-such-page' },
  { name: 'admin-login', path: '/admin', open: (page) => page.getByTestId('admin-login-username').waitFor() },
];

/** The signed-in member's main screens; carol1 (a demo member under bob888) only looks, never moves money. */
const memberPages: Array<{ name: string; path: string; ready: string }> = [
  { name: 'member-homepage', path: '/web/homepage', ready: 'bottom-nav' },
  { name: 'member-wallet', path: '/web/wallet', ready: 'wallet-balance-point1' },
  { name: 'member-staking', path: '/web/staking', ready: 'staking-summary' },
  { name: 'member-my-team', path: '/web/myTeam', ready: 'team-stats' },
  { name: 'member-tree', path: '/web/ib_tree', ready: 'team-search-input' },
  { name: 'member-manage', path: '/web/manage', ready: 'manage-directs' },
  { name: 'member-report', path: '/web/report', ready: 'report-body' },
];

describe('screens on a phone in zh, en and th', () => {
  const browser = useBrowser();

  for (const language of ['zh', 'en', 'th']) {
    it(`show no raw keys and fit the screen in ${language}`, async () => {
      const { context, page } = await phonePage(browser(), language);
      for (const target of pages) {
        await page.goto(`${baseUrl}${target.path}`);
        await page.waitForLoadState('networkidle');
        if (target.open) await target.open(page);
        await checkScreen(page, target.name, language);
      }
      await context.close();
    });

    it(`show a signed-in member's screens without raw keys, fitting the screen, in ${language}`, async () => {
      const { context, page } = await memberPhone(browser(), language, 'carol1');
      for (const target of memberPages) {
        await page.goto(`${baseUrl}${target.path}`);
        await page.getByTestId(target.ready).first().waitFor();
        await checkScreen(page, target.name, language);
      }
      await context.close();
    });
  }
});
