import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fundCash, newMember, setPlatformDepositAddress } from '../support/api';
import { baseUrl, screenshot, settled, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { confirmWithSecondaryPassword, expectSuccessNotice, memberPhone } from '../support/member';
import { signInAdmin, staffDesk } from '../support/staff';

const memberPassword = 'Codes12345';
const secPassword = 'Second12345';

const pins = (language: string, key: string) => text(language, 'pins', key);

/** The codes on the member's "My codes" tab, as shown. */
async function shownCodes(page: Page) {
  await page.getByTestId('pin-codes-list').waitFor();
  return page.getByTestId('pin-code').allInnerTexts();
}

/** Opens a tab of /web/pin by its switch, as a member taps it. */
async function openTab(page: Page, language: string, tab: string) {
  await page
    .getByTestId('pin-tabs')
    .getByText(pins(language, `tabs.${tab}`), { exact: true })
    .click();
}

/**
 * On the activate tab, the member's own account waiting for a code: their username is filled in, the
 * code is picked, and after the secondary password the account reads active and the code activated by them.
 */
async function activateOwnAccount(page: Page, language: string, code: string, username: string) {
  await page.getByTestId('pin-activate-form').waitFor();
  assert.equal(await page.getByTestId('pin-account-state').innerText(), pins(language, 'summary.inactive'));
  assert.equal(await page.getByTestId('pin-activate-username').inputValue(), username);
  await page.getByTestId('pin-activate-code').selectOption(code);
  await page.getByTestId('pin-activate-submit').click();
  await confirmWithSecondaryPassword(page, secPassword);
  await expectSuccessNotice(page, pins(language, 'activate.done'));
  await page.waitForURL('**/web/pin?tab=codes');
  await page
    .getByTestId('pin-account-state')
    .filter({ hasText: pins(language, 'summary.active') })
    .waitFor();
  // The list refetches after the account's state does: wait for the card to say so.
  const card = page.getByTestId('pin-card').filter({ hasText: code });
  await card
    .getByTestId('pin-status')
    .filter({ hasText: pins(language, 'status.activated') })
    .waitFor();
  assert.match(await card.getByTestId('pin-activated').innerText(), new RegExp(username));
}

/**
 * Activation codes on a phone: a sponsor with cash buys two codes (the total and the balance show
 * before the secondary password), gives one to a downline, and activates their own account with the
 * other; the downline activates theirs with the code received. Both codes read as activated, by whom,
 * and the back office finds them, issues a code and voids it.
 */
describe('activation codes', () => {
  const browser = useBrowser();

  it('buy two → transfer one to a downline → the downline activates → both codes activated; staff issue and void', async () => {
    const admin = await signInAdmin();
    await setPlatformDepositAddress(admin.token);
    const sponsor = await newMember({ prefix: 'pina', password: memberPassword, secPassword });
    const downline = await newMember({
      prefix: 'pinb',
      sponsor: sponsor.username,
      password: memberPassword,
      secPassword,
      language: 'zh',
    });
    await fundCash(sponsor, '120', admin.token);

    // The sponsor finds the codes in the profile menu and buys two.
    const { context, page } = await memberPhone(browser(), 'en', sponsor.username, memberPassword);
    await page.goto(`${baseUrl}/web/profile`);
    await page.getByTestId('profile-pins').click();
    await page.waitForURL('**/web/pin');
    await page.getByTestId('pin-summary').waitFor();
    assert.equal(await page.getByTestId('pin-account-state').innerText(), pins('en', 'summary.inactive'));
    assert.equal(await page.getByTestId('pin-price').innerText(), '50.00');
    await page.getByTestId('pin-buy-quantity').fill('2');
    await page.getByTestId('pin-buy-balance').filter({ hasText: '120.00' }).waitFor();
    assert.equal(await page.getByTestId('pin-buy-price').innerText(), '50.00 USDT × 2');
    assert.equal(await page.getByTestId('pin-buy-total').innerText(), 'Total: 100.00 USDT');
    await settled(page);
    await screenshot(page, 'pins-buy-en');
    await page.getByTestId('pin-buy-submit').click();
    await confirmWithSecondaryPassword(page, secPassword);
    await expectSuccessNotice(page, pins('en', 'buy.done'));
    await page.waitForURL('**/web/pin?tab=codes');
    const bought = await shownCodes(page);
    assert.equal(bought.length, 2);
    assert.deepEqual(await page.getByTestId('pin-status').allInnerTexts(), [
      pins('en', 'status.valid'),
      pins('en', 'status.valid'),
    ]);
    const [given, kept] = bought as [string, string];

    // One code to the downline.
    await openTab(page, 'en', 'transfer');
    await page.getByTestId('pin-transfer-form').waitFor();
    await page.getByRole('checkbox', { name: given }).check();
    await page.getByTestId('pin-transfer-username').fill(downline.username);
    await page.getByTestId('pin-transfer-submit').click();
    await confirmWithSecondaryPassword(page, secPassword);
    await expectSuccessNotice(page, pins('en', 'transfer.done'));
    // The codes sent and received show under the form.
    const sent = page.getByTestId('pin-transfer-item');
    await sent.first().waitFor();
    assert.match(await sent.first().innerText(), new RegExp(`${downline.username}[\\s\\S]*${given}`));

    // The other activates the sponsor's own account: their username is filled in while it waits.
    await openTab(page, 'en', 'activate');
    await activateOwnAccount(page, 'en', kept, sponsor.username);
    await settled(page);
    await screenshot(page, 'pins-codes-en');
    await page.goto(`${baseUrl}/web/wallet`);
    await page.getByTestId('wallet-balance-point1').filter({ hasText: '20.00' }).waitFor();
    await context.close();

    // The downline, in Chinese, activates their account with the code received.
    const { context: zhContext, page: zhPage } = await memberPhone(browser(), 'zh', downline.username, memberPassword);
    await zhPage.goto(`${baseUrl}/web/pin?tab=activate`);
    await zhPage.getByTestId('pin-activate-form').waitFor();
    await settled(zhPage);
    await screenshot(zhPage, 'pins-activate-zh');
    await activateOwnAccount(zhPage, 'zh', given, downline.username);
    await settled(zhPage);
    await screenshot(zhPage, 'pins-codes-zh');
    await openTab(zhPage, 'zh', 'transfer');
    await zhPage.getByTestId('pin-transfer-item').first().waitFor();
    assert.match(await zhPage.getByTestId('pin-transfer-item').first().innerText(), new RegExp(sponsor.username));
    await zhContext.close();

    // The back office finds both codes activated, issues the downline a code and voids it.
    const { context: desk, page: deskPage } = await staffDesk(browser(), 'en', admin.token);
    await deskPage.goto(`${baseUrl}/admin/pins?owner=${downline.username}`);
    const row = deskPage.getByTestId('admin-pin-row').filter({ hasText: given });
    await row.waitFor();
    // Back-office badges are set in capitals.
    assert.equal(
      (await row.getByTestId('admin-pin-status').innerText()).toLowerCase(),
      text('en', 'admin-pins', 'status.activated').toLowerCase(),
    );
    await deskPage.getByTestId('admin-pin-issue').click();
    await deskPage.getByTestId('admin-pin-issue-username').fill(downline.username);
    await deskPage.getByTestId('admin-pin-issue-quantity').fill('1');
    await deskPage.getByTestId('admin-pin-issue-reason').fill('Launch promotion');
    await deskPage.getByTestId('admin-pin-issue-submit').click();
    await expectSuccessNotice(deskPage, text('en', 'admin-pins', 'issue.done'));
    const issued = deskPage.getByTestId('admin-pin-row').filter({ hasText: text('en', 'admin-pins', 'status.valid') });
    await issued.waitFor();
    await settled(deskPage);
    await screenshot(deskPage, 'admin-pins-en');
    await issued.getByTestId('admin-pin-void').click();
    await deskPage.getByTestId('admin-reason').fill('Issued to the wrong member');
    await deskPage.getByTestId('admin-reason-confirm').click();
    await expectSuccessNotice(deskPage, text('en', 'admin-pins', 'void.done'));
    await deskPage
      .getByTestId('admin-pin-status')
      .filter({ hasText: text('en', 'admin-pins', 'status.void') })
      .waitFor();
    await desk.close();
  });
});
