import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

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
