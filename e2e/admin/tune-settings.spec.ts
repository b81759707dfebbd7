import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminPaths } from '@tandem/contracts';
import { send } from '../support/api';
import { baseUrl, phoneContext, screenshot, settled, useBrowser } from '../support/browser';
import { signInAdmin, staffDesk } from '../support/staff';

/**
 * The operator tunes the site: settings grouped by topic with a switch for the site (and a line on what
 * switching it off does), then the liabilities page read in each account's own sense and the audit log
 * naming the change in words. At 1280 px in English and Chinese, and on a phone.
 */
describe('back office: settings, liabilities and the audit log', () => {
  const browser = useBrowser();

  it('groups the settings, saves a switch, and names the change in the audit log', async () => {
    const { token } = await signInAdmin();
    const { context, page } = await staffDesk(browser(), 'en', token);
    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByTestId('settings-group-site').waitFor();
    await settled(page);
    await screenshot(page, 'admin-settings-en');

    // Transfers free for a moment, through the typed field, then back: the audit log says so in words.
    const fee = page.getByTestId('setting-input-TRANSFER_FEE');
    const before = await fee.inputValue();
    await fee.fill(before === '0' ? '1' : '0');
    await page.getByTestId('setting-save-TRANSFER_FEE').click();
    await page.getByTestId('setting-save-TRANSFER_FEE').and(page.locator(':disabled')).waitFor();
    const restored = await send('POST', adminPaths.settings, { token, body: { key: 'TRANSFER_FEE', value: before } });
    assert.equal(restored.code, 0);

    await page.goto(`${baseUrl}/admin/audit`);
    await page.getByTestId('audit-entry').first().waitFor();
    const entries = await page.getByTestId('audit-entry').allTextContents();
    assert.ok(entries[0]?.includes('Setting changed'), `audit names the change: ${entries[0]}`);

    await page.goto(`${baseUrl}/admin/finance?tab=liabilities`);
    await page.getByTestId('admin-liabilities').waitFor();
    await settled(page);
    await screenshot(page, 'admin-liabilities-en');
    await context.close();

    const zh = await staffDesk(browser(), 'zh', token);
    await zh.page.goto(`${baseUrl}/admin/settings`);
    await zh.page.getByTestId('settings-group-site').waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'admin-settings-zh');
    await zh.context.close();

    for (const language of ['zh', 'th', 'ja']) {
      const phone = await phoneContext(browser(), language);
      const phonePage = await phone.newPage();
      await phonePage.goto(`${baseUrl}/admin/login`);
      await phonePage.evaluate((staffToken) => sessionStorage.setItem('TandemStaffToken', staffToken), token);
      await phonePage.goto(`${baseUrl}/admin/settings`);
      await phonePage.getByTestId('settings-group-deposits').scrollIntoViewIfNeeded();
      await settled(phonePage);
      await screenshot(phonePage, `admin-settings-phone-${language}`);
      await phone.close();
    }
  });
});
