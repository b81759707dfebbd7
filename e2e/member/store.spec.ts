import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type AdminStore, type MemberInfo, type Page as ListPage, adminStorePaths, paths } from '@tandem/contracts';
import { call, fundCash, newMember, setPlatformDepositAddress, testClockPath } from '../support/api';
import { baseUrl, screenshot, settled, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { confirmWithSecondaryPassword, expectSuccessNotice, memberPhone, sessionToken } from '../support/member';
import { png } from '../support/png';
import { signInAdmin } from '../support/staff';

const password = 'Passw0rd1';
const secPassword = 'Second123';
const stamp = Date.now().toString(36);
const shopName = `Corner Tea ${stamp}`;
const productTitle = `Oolong tea tin ${stamp}`;

/** Opens one order from the store's order list, as the store member does. */
async function openStoreOrder(page: Page, orderId: string) {
  await page.goto(`${baseUrl}/web/store?tab=orders`);
  await page.locator(`[data-testid="store-order-item"][data-order-id="${orderId}"]`).click();
  await page.waitForURL(`**/web/storeOrder?id=${orderId}`);
  await page.getByTestId('store-order-detail').waitFor();
}

/** One of the store's steps on the order page: the button, the notice, the new status. */
async function storeStep(page: Page, testId: string, status: string) {
  await page.getByTestId(testId).click();
  await expectSuccessNotice(page, text('en', 'stores', 'orders.moved'));
  await page
    .getByTestId('store-order-status')
    .filter({ hasText: text('en', 'mall', `status.${status}`) })
    .first()
    .waitFor();
}

/**
 * A store member on a phone: applies (logo and location) from the profile menu, staff approve, the
 * store lists a pick-up product and gives it a picture (the buyer sees it on the product's page); another member buys it in the shop with cash and picks it up; the
 * store marks it ready and confirms the pick-up; once the 14-day window has passed the payout runs
 * and the store owner's cash wallet shows the price less the 10% commission. Shot in English and Chinese.
 */
describe('store members', () => {
  const browser = useBrowser();

  it('apply → approved → list a pick-up product → sold → ready → picked up → paid after the window', async () => {
    const admin = await signInAdmin();
    await setPlatformDepositAddress(admin.token);
    const seller = await newMember({ prefix: 'store', password, secPassword, language: 'en' });
    const buyer = await newMember({ prefix: 'buyer', password, secPassword, language: 'en' });
    await fundCash(buyer, '100', admin.token);

    // 1. The application, from the profile menu's entry.
    const shop = await memberPhone(browser(), 'en', seller.username, password);
    await shop.page.goto(`${baseUrl}/web/profile`);
    await shop.page.getByTestId('profile-store').click();
    await shop.page.waitForURL('**/web/store');
    await shop.page.getByTestId('store-apply-form').waitFor();
    await shop.page.getByTestId('store-shop-name').fill(shopName);
    await shop.page.getByTestId('store-category').fill('Tea and snacks');
    await shop.page.getByTestId('store-business-code').fill('SG-2026-0042');
    await shop.page.getByTestId('store-latitude').fill('1.3048');
    await shop.page.getByTestId('store-longitude').fill('103.8318');
    await shop.page.getByTestId('store-logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(256, 256, [
        [40, 120, 90],
        [240, 230, 200],
      ]),
    });
    await shop.page.getByTestId('store-logo-preview').waitFor();
    await settled(shop.page);
    await screenshot(shop.page, 'store-apply-en');
    await shop.page.getByTestId('store-apply-submit').click();
    await expectSuccessNotice(shop.page, text('en', 'stores', 'apply.submitted'));
    await shop.page
      .getByTestId('store-status')
      .filter({ hasText: text('en', 'stores', 'status.pending') })
      .waitFor();

    // 2. Staff approve it.
    const pending = await call<ListPage<AdminStore>>('GET', adminStorePaths.list, {
      token: admin.token,
      query: { status: 'pending' },
    });
    const application = pending.list.find((store) => store.member_username === seller.username);
    assert.ok(application, 'the application waits for staff');
    await call('POST', adminStorePaths.approve(application.id), { token: admin.token, body: {} });

    // 3. The approved store lists a product that can be picked up.
    await shop.page.reload();
    await shop.page.getByTestId('store-tabs').waitFor();
    await shop.page.getByTestId('store-products-empty').waitFor();
    await shop.page.getByTestId('store-new-product').click();
    await shop.page.waitForURL('**/web/storeProduct');
    await shop.page.getByTestId('store-product-title').fill(productTitle);
    await shop.page.getByTestId('store-product-description').fill('High-mountain oolong, 100 g.');
    await shop.page.getByTestId('store-product-price').fill('25');
    await shop.page.getByTestId('store-product-stock').fill('3');
    assert.ok(await shop.page.getByTestId('store-product-pickup').isChecked(), 'pick-up is offered by default');
    await shop.page.getByTestId('store-product-submit').click();
    await expectSuccessNotice(shop.page, text('en', 'stores', 'products.created'));
    await shop.page.waitForURL('**/web/store');
    await shop.page.getByTestId('store-product-item').filter({ hasText: productTitle }).waitFor();

    // 3b. It gets a picture on its edit page.
    await shop.page
      .getByTestId('store-product-item')
      .filter({ hasText: productTitle })
      .getByTestId('store-product-edit')
      .click();
    await shop.page.waitForURL('**/web/storeProduct?id=*');
    await shop.page
      .getByTestId('store-product-images')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'tin.png',
        mimeType: 'image/png',
        buffer: png(320, 320, [
          [150, 60, 40],
          [230, 200, 150],
        ]),
      });
    await expectSuccessNotice(shop.page, text('en', 'stores', 'products.imageSaved'));
    await shop.page.getByTestId('store-product-image').locator('img[src^="blob:"]').waitFor();
    await settled(shop.page);
    await screenshot(shop.page, 'store-product-picture-en');
    await shop.page.goto(`${baseUrl}/web/store`);
    await shop.page.getByTestId('store-product-item').filter({ hasText: productTitle }).waitFor();
    await settled(shop.page);
    await screenshot(shop.page, 'store-products-en');

    // 4. Another member buys it in the shop, to pick up at the store, paid from the cash wallet.
    const buy = await memberPhone(browser(), 'en', buyer.username, password);
    await buy.page.goto(`${baseUrl}/web/mall`);
    await buy.page.getByTestId('mall-search').fill(productTitle);
    await buy.page.getByTestId('mall-search').press('Enter');
    await buy.page.getByTestId('mall-product-card').filter({ hasText: productTitle }).click();
    await buy.page.waitForURL('**/web/mallProduct?id=*');
    // The store's picture, at the catalogue's public address.
    await buy.page.getByTestId('mall-product').locator('img[src*="/api/mall/images/"]').first().waitFor();
    await buy.page.getByTestId('mall-add-to-cart').click();
    await expectSuccessNotice(buy.page, text('en', 'mall', 'added'));
    await buy.page.goto(`${baseUrl}/web/mallCheckout`);
    await buy.page
      .getByTestId('mall-checkout-delivery')
      .getByText(text('en', 'mall', 'checkout.pickup'))
      .click();
    await buy.page.getByTestId('mall-pay-cash').click();
    await buy.page.getByTestId('mall-checkout-submit').click();
    await confirmWithSecondaryPassword(buy.page, secPassword);
    await buy.page.waitForURL('**/web/mallOrder?id=*');
    const orderId = new URL(buy.page.url()).searchParams.get('id')!;
    await buy.context.close();

    // 5. The store gets it ready and hands it over.
    await openStoreOrder(shop.page, orderId);
    await storeStep(shop.page, 'store-order-step-processing', 'processing');
    await storeStep(shop.page, 'store-order-step-ready_pickup', 'ready_pickup');
    // Read again, so the shot shows the order rather than the two notices over it.
    await shop.page.reload();
    await shop.page.getByTestId('store-order-confirm-pickup').waitFor();
    await settled(shop.page);
    await screenshot(shop.page, 'store-order-en');
    await storeStep(shop.page, 'store-order-confirm-pickup', 'pickup_confirmed');
    await shop.page.getByTestId('store-order-actions').waitFor({ state: 'detached' });
    await shop.context.close();

    // 6. The exchange window passes (three whole weeks keep the weekday), then the payout runs.
    await call('POST', testClockPath, { body: { advance_days: 21 } });
    const staff = await signInAdmin();
    const run = await call<{ paid_orders: number }>('POST', adminStorePaths.payoutRun, {
      token: staff.token,
      body: {},
    });
    assert.ok(run.paid_orders >= 1, 'the store order is paid');

    // 7. The owner's cash wallet: 25 USDT less the 10% commission.
    const owner = await memberPhone(browser(), 'en', seller.username, password);
    const token = await sessionToken(owner.page);
    const info = await call<MemberInfo>('GET', paths.member.getMemberInfo, { token: token! });
    assert.equal(info.point1, '22.500000', 'the proceeds less the commission');
    await owner.page.goto(`${baseUrl}/web/wallet`);
    await owner.page.getByTestId('wallet-balance-point1').filter({ hasText: '22.50' }).waitFor();
    await owner.context.close();

    // 8. The same store in Chinese.
    await call('POST', paths.member.updateMemberInfo, { token: token!, body: { language: 'zh' } });
    const zh = await memberPhone(browser(), 'zh', seller.username, password);
    await zh.page.goto(`${baseUrl}/web/store`);
    await zh.page.getByTestId('store-product-item').filter({ hasText: productTitle }).waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'store-products-zh');
    await zh.page.goto(`${baseUrl}/web/storeOrder?id=${orderId}`);
    await zh.page
      .getByTestId('store-order-status')
      .filter({ hasText: text('zh', 'mall', 'status.pickup_confirmed') })
      .first()
      .waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'store-order-zh');
    await zh.context.close();
  });
});
