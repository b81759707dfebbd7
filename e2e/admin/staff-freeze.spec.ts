import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authenticator } from 'otplib';
import { paths } from '@tandem/contracts';
import { memberToken, send } from '../support/api';
import { baseUrl, phonePage, screenshot, useBrowser } from '../support/browser';
import { adminPassword, rememberAdminTotpSecret } from '../support/staff';

/**
 * The back office on a phone: first login forces TOTP setup; a freeze (with a reason) ends the
 * member's session at once; the audit log shows the change. This is the admin's first sign-in on the
 * e2e server, so it must be the first spec that signs the admin in (specs run sorted by path, and the
 * other journeys, under e2e/member/, sign the admin in with the secret it remembers).
 */
describe('back office', () => {
  const browser = useBrowser();

  it('sets up TOTP at first login, freezes a member and shows it in the audit log', async () => {
    const token = await memberToken('dave77', 'Demo12345');
    const memberInfo = () => send('GET', paths.member.getMemberInfo, { token });
    assert.equal((await memberInfo()).status, 200);

    const { context, page } = await phonePage(browser(), 'en');
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('admin-login-username').fill('admin');
    await page.getByTestId('admin-login-password').fill(adminPassword);
    await page.getByTestId('admin-login-submit').click();

    await page.getByTestId('admin-totp-secret').waitFor();
    await page.getByTestId('admin-totp-qr').waitFor();
    await screenshot(page, 'admin-totp-setup-en');
    const secret = (await page.getByTestId('admin-totp-secret').textContent())!.replace(/\s/g, '');
    rememberAdminTotpSecret(secret); // later journeys on this server sign the admin in again
    // A pin input: one box per digit, focus moves on as each digit is typed.
    await page.getByTestId('admin-totp-code').locator('input').first().click();
    await page.keyboard.type(authenticator.generate(secret));
    // The sixth digit submits the code by itself.
    await page.waitForURL((url) => !url.pathname.includes('totp'));

    await page.goto(`${baseUrl}/admin/members`);
    await page.getByTestId('admin-member-search').fill('dave77');
    await page.getByTestId('admin-member-link').filter({ hasText: 'dave77' }).first().click();
    await page.getByTestId('admin-member-freeze').click();
    await page.getByTestId('admin-reason').fill('E2E: suspected account takeover');
    await page.getByTestId('admin-reason-confirm').click();
    await page.getByTestId('admin-member-unfreeze').waitFor();
    await screenshot(page, 'admin-member-frozen-en');

    // The member's existing session ended with the freeze.
    assert.equal((await memberInfo()).status, 401);
    const relogin = await send('POST', paths.auth.login, { body: { username: 'dave77', password: 'Demo12345' } });
    assert.equal(relogin.message, 'userFreezed');

    await page.goto(`${baseUrl}/admin/audit`);
    await page.getByTestId('audit-entry').first().waitFor();
    const entries = await page.getByTestId('audit-entry').allTextContents();
    assert.ok(
      entries.some((e) => e.includes('E2E: suspected account takeover')),
      `audit shows the freeze: ${entries.slice(0, 3).join(' | ')}`,
    );
    await screenshot(page, 'admin-audit-en');
    await context.close();
  });
});
