import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, phonePage } from './browser';

/** The demo members' password (apps/server/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'Demo12345';

/**
 * Signs a member in through the header's login modal, as a person does, and waits until the shell
 * has settled (the modal gone, the account menu shown, no request in flight) before the journey goes on.
 */
export async function memberLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/web/homepage`);
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await reloadedAfter(page, () => page.getByTestId('login-submit').click());
  await page.getByTestId('account-menu').waitFor();
  await page.getByTestId('login-submit').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

/** A phone (see phonePage) with the member signed in; close its context when the journey is done. */
export async function memberPhone(
  browser: Browser,
  language: string,
  username: string,
  password = DEMO_PASSWORD,
  options: { timezoneId?: string } = {},
) {
  const phone = await phonePage(browser, language, options);
  await memberLogin(phone.page, username, password);
  return phone;
}

/** The session token the app keeps in local storage (null when signed out). */
export const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('TandemToken'));

/** Waits until the app has dropped the session token (the session ended). */
export async function signedOut(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('TandemToken') === null);
}

/**
 * A new member's first stop (spec section 4): the app asks for a secondary password, and moves on to
 * the homepage once it is saved; leaving earlier could cut the request off.
 */
export async function setFirstSecondaryPassword(page: Page, password = 'Second123') {
  await page.waitForURL('**/web/set-sec-password');
  await page.getByTestId('set-sec-password-new').fill(password);
  await page.getByTestId('set-sec-password-confirmation').fill(password);
  await page.getByTestId('set-sec-password-submit').click();
  await page.waitForURL('**/web/homepage');
}

/**
 * Runs an action that ends in a page reload (a login stores the token, then reloads: spec section 4)
 * and waits for the reloaded document. Waiting for the token alone can return before the reload
 * starts, and the reload then interrupts whatever the journey does next.
 */
export async function reloadedAfter(page: Page, action: () => Promise<unknown>) {
  const reloaded = page.waitForEvent('load');
  await action();
  await reloaded;
  await page.waitForFunction(() => Boolean(localStorage.getItem('TandemToken')));
}

/** Answers the app's secondary-password prompt (transfers, withdrawals, stakes, payout changes). */
export async function confirmWithSecondaryPassword(page: Page, password: string) {
  await page.getByTestId('secondary-password-input').fill(password);
  await page.getByTestId('secondary-password-submit').click();
}

/** Waits for the success notice with this text; an error notice instead fails with what it says. */
export async function expectSuccessNotice(page: Page, expected: string) {
  const success = page.getByTestId('notice-success').filter({ hasText: expected });
  const error = page.getByTestId('notice-error');
  await success.or(error).first().waitFor();
  if (await error.count()) assert.fail(`error notice instead of "${expected}": ${await error.first().innerText()}`);
  assert.equal((await success.first().innerText()).trim(), expected);
}
