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
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => Boolean(localStorage.getItem('TandemToken')));
  await page.getByTestId('account-menu').waitFor();
  await page.getByTestId('login-submit').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}
