import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { type MemberInfo, paths } from '@tandem/contracts';
import { call } from '../support/api';
import { baseUrl, phonePage, readMailedCode, screenshot, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { reloadedAfter, sessionToken, setFirstSecondaryPassword } from '../support/member';

/**
 * The foundation journey: a visitor opens an invite link of root, signs up with the emailed code,
 * sets a secondary password, sees their info, logs out and logs in again. Once in English, once in Chinese.
 */
describe('sign-up with the emailed code, then log in', () => {
  const browser = useBrowser();

  for (const language of ['en', 'zh']) {
    it(`works in ${language}`, async () => {
      const { context, page } = await phonePage(browser(), language);
      const suffix = randomBytes(3)
        .toString('hex')
        .replace(/[^a-z0-9]/g, '');
      const username = `e2e${language}${suffix}`;
      const email = `${username}@example.test`;
      const password = 'Passw0rd1';

      await page.goto(`${baseUrl}/register?ref_id=root`);
      await page.getByTestId('signup-form').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      assert.equal(await page.getByTestId('signup-ref-id').inputValue(), 'root');
      await screenshot(page, `signup-${language}`);

      await page.getByTestId('signup-username').fill(username);
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-send-code').click();
      const code = await readMailedCode(email);
      await page.getByTestId('signup-code').fill(code);
      await page.getByTestId('signup-password').fill(password);
      await page.getByTestId('signup-password-confirmation').fill(password);
      await page.getByTestId('signup-terms').check();
      await page.getByTestId('signup-submit').click();

      // A new member has no secondary password yet: the app asks for one first.
      await setFirstSecondaryPassword(page, 'Second123');

      await page.goto(`${baseUrl}/web/profile`);
      await page.getByTestId('member-username').waitFor();
      assert.equal((await page.getByTestId('member-username').textContent())?.trim(), username);
      await screenshot(page, `profile-${language}`);

      // Log out, then log in with the new account.
      await page.getByTestId('account-menu').click();
      await page.getByTestId('account-logout').click();
      await page.getByTestId('header-login').waitFor();
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-form').waitFor();
      const submitText = (await page.getByTestId('login-submit').textContent())?.trim();
      assert.equal(submitText, text(language, 'auth', 'login.submit'));
      await page.getByTestId('login-username').fill(username);
      await page.getByTestId('login-password').fill(password);
      // Success stores the token and reloads the page (spec section 4).
      await reloadedAfter(page, () => page.getByTestId('login-submit').click());
      await page.goto(`${baseUrl}/web/profile`);
      await page.getByTestId('member-username').waitFor();
      assert.equal((await page.getByTestId('member-username').textContent())?.trim(), username);
      const token = await sessionToken(page);
      assert.ok(token && token.length > 20, 'the session token is stored under {product}Token');

      // The token really is a session: the API answers with this member's info.
      const info = await call<MemberInfo>('GET', paths.member.getMemberInfo, { token });
      assert.equal(info.username, username);
      assert.equal(info.email, email);
      assert.equal(info.sponsor_username, 'root');
      await context.close();
    });
  }
});
