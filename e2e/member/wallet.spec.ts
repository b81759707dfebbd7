import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { approvePendingDeposit, platformAddress, setPlatformDepositAddress } from '../support/api';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { signInAdmin } from '../support/staff';
import { confirmWithSecondaryPassword, memberPhone } from '../support/member';

/** What a notice says once it shows. */
async function noticeText(page: Page, testId: 'notice-error' | 'notice-success') {
  const notice = page.getByTestId(testId).last();
  await notice.waitFor();
  return (await notice.innerText()).trim();
}

/**
 * Wallet on a phone, with no money to move yet (demo members start empty and no HTTP route may
 * create money outside a deposit): bob888 sees five empty wallets, checks his downline carol1 (her
 * masked name shows), is stopped as he types a decimal amount, and the server refuses a transfer he
 * cannot cover with the translated message. Records and the financial report load.
 */
describe('wallet', () => {
  const browser = useBrowser();

  it('wallets → receiver check → integer amount → refused transfer (insufficient balance)', async () => {
    const { context, page } = await memberPhone(browser(), 'en', 'bob888');

    await page.goto(`${baseUrl}/web/wallet`);
    await page.getByTestId('wallet-cards').waitFor();
    for (const wallet of ['point1', 'point2', 'point3', 'point4', 'point5'])
      assert.equal(await page.getByTestId(`wallet-balance-${wallet}`).innerText(), '0.00');
    assert.match(
      await page.getByTestId('wallet-card-point1').innerText(),
      new RegExp(text('en', 'wallet', 'names.point1')),
    );
    await screenshot(page, 'wallet-en');

    await page.getByTestId('wallet-action-transfer').click();
    await page.waitForURL('**/web/wallet?action=transfer');
    // The transfer button waits for the receiver check.
    assert.equal(await page.getByTestId('transfer-submit').isDisabled(), true);
    await page.getByTestId('transfer-username').fill('nobody-here-123');
    await page.getByTestId('transfer-check').click();
    // The reason shows under the name, in the member's language; a name nobody has reads like one
    // outside the team, so the check cannot tell which names exist.
    await page.getByText(text('en', 'errors', 'RECEIVER_NOT_IN_TEAM')).waitFor();
    await page.getByTestId('transfer-username').fill('bob888');
    await page.getByTestId('transfer-check').click();
    await page.getByText(text('en', 'errors', 'TRANSFER_TO_SELF')).waitFor();

    await page.getByTestId('transfer-username').fill('carol1');
    await page.getByTestId('transfer-check').click();
    await page.getByTestId('transfer-receiver').waitFor();
    assert.equal(await page.getByTestId('transfer-receiver-username').innerText(), 'carol1');
    assert.match(await page.getByTestId('transfer-receiver-name').innerText(), /\*/);

    // Typed amounts stay whole numbers: a decimal point or an exponent is refused as typed.
    const amount = page.getByTestId('transfer-amount');
    await amount.pressSequentially('2.5');
    assert.equal(await amount.inputValue(), '25');
    await amount.fill('1e3');
    assert.equal(await amount.inputValue(), '25');
    await page.getByText(text('en', 'errors', 'field.invalid')).waitFor();
    await amount.fill('5');

    await page.getByTestId('transfer-submit').click();
    // More than the balance is said under the amount before the secondary password is asked (D12).
    await page.getByText(text('en', 'errors', 'INSUFFICIAN_BALANCE')).waitFor();
    assert.equal(await page.getByTestId('secondary-password-modal').count(), 0);
    // Nothing moved, and the form keeps what the member typed for another try.
    assert.equal(await amount.inputValue(), '5');
    await screenshot(page, 'wallet-transfer-refused-en');

    await page.goto(`${baseUrl}/web/transaction/transaction`);
    await page.getByTestId('records-empty').waitFor();
    await page.goto(`${baseUrl}/web/report`);
    await page.getByTestId('report-body').waitFor();
    await context.close();
  });

  it('deposit (approved by finance) → transfer to a downline → balances and records', async () => {
    const admin = await signInAdmin();
    await setPlatformDepositAddress(admin.token);
    const { context, page } = await memberPhone(browser(), 'en', 'alice');

    // Alice deposits: the platform address shows with its QR, she submits the tx hash.
    await page.goto(`${baseUrl}/web/wallet`);
    await page.getByTestId('wallet-action-deposit').click();
    await page.waitForURL('**/web/transaction/deposit');
    assert.equal(await page.getByTestId('deposit-address').innerText(), platformAddress);
    await page.getByTestId('deposit-qr').waitFor();
    await page.getByTestId('deposit-amount').fill('100');
    await page.getByTestId('deposit-tx-hash').fill('c'.repeat(64));
    await page.getByTestId('deposit-submit').click();
    assert.equal(await noticeText(page, 'notice-success'), text('en', 'wallet', 'deposit.submitted'));
    await page
      .getByTestId('deposit-item')
      .filter({ hasText: text('en', 'wallet', 'deposit.status.pending') })
      .waitFor();

    // Finance approves it in the back office.
    await approvePendingDeposit(admin.token, 'alice');

    await page.goto(`${baseUrl}/web/wallet`);
    await page.getByTestId('wallet-balance-point1').filter({ hasText: '100.00' }).waitFor();

    // Transfer 30 to bob888 (her downline) with the secondary password.
    await page.getByTestId('wallet-action-transfer').click();
    await page.getByTestId('transfer-username').fill('bob888');
    await page.getByTestId('transfer-check').click();
    await page.getByTestId('transfer-receiver').waitFor();
    await page.getByTestId('transfer-amount').fill('30');
    await page.getByTestId('transfer-submit').click();
    await confirmWithSecondaryPassword(page, 'Demo12345');
    assert.equal(await noticeText(page, 'notice-success'), text('en', 'wallet', 'transfer.done'));
    await page.getByTestId('wallet-balance-point1').filter({ hasText: '70.00' }).waitFor();
    await screenshot(page, 'wallet-after-transfer-en');

    await page.goto(`${baseUrl}/web/transaction/transaction?tab=transfers`);
    const sent = page.getByTestId('transfer-item').first();
    await sent.waitFor();
    assert.match(await sent.innerText(), /To bob888[\s\S]*30\.00/);
    await page.goto(`${baseUrl}/web/transaction/transaction`);
    const latest = page.getByTestId('record-item').first();
    assert.match(await latest.innerText(), /Transfer[\s\S]*-30\.00[\s\S]*100\.00 → 70\.00/);
    await context.close();

    // Bob sees the money arrive.
    const { context: bobContext, page: bobPage } = await memberPhone(browser(), 'en', 'bob888');
    await bobPage.goto(`${baseUrl}/web/wallet`);
    await bobPage.getByTestId('wallet-balance-point1').filter({ hasText: '30.00' }).waitFor();
    await bobContext.close();
  });

  it('reads in Chinese and Thai', async () => {
    for (const language of ['zh', 'th']) {
      const { context, page } = await memberPhone(browser(), language, 'bob888');
      await page.goto(`${baseUrl}/web/wallet`);
      await page.getByText(text(language, 'wallet', 'names.point1')).waitFor();
      await page
        .getByText(text(language, 'wallet', 'actions.transfer'))
        .first()
        .waitFor();
      await screenshot(page, `wallet-${language}`);
      await context.close();
    }
  });
});
