import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type AdminProduct, type MemberInfo, mallAdminPaths, paths } from '@tandem/contracts';
import { call, newMember } from '../support/api';
import { baseUrl, screenshot, settled, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { openProduct, shootWhenShown } from '../support/mall';
import { confirmWithSecondaryPassword, expectSuccessNotice, memberPhone } from '../support/member';
import { png } from '../support/png';
import { createStaff, signInAdmin, staffDesk } from '../support/staff';

const memberPassword = 'Passw0rd1';
const secPassword = 'Second123';
const stamp = Date.now().toString(36);

/** Nine-language texts with English and Chinese filled in (the others fall back to English). */
const texts = (en: string, zh: string) => ({
  en: { title: `${en} ${stamp}`, description: `${en}: sturdy, light and easy to clean.` },
  zh: { title: `${zh} ${stamp}`, description: `${zh}：结实、轻便、易清洗。` },
});

/** A product of the platform's own store, through the back office's catalogue API, with one picture. */
async function createProduct(
  staffToken: string,
  body: Record<string, unknown>,
  colours: Array<[number, number, number]>,
): Promise<AdminProduct> {
  const product = await call<AdminProduct>('POST', mallAdminPaths.products, { token: staffToken, body });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png(480, 480, colours))], { type: 'image/png' }), 'product.png');
  await call('POST', mallAdminPaths.productImages(product.id), { token: staffToken, form });
  await call('POST', mallAdminPaths.productStatus(product.id), { token: staffToken, body: { status: 'active' } });
  return product;
}

/**
 * The member's voucher points the way decision 010 grants them: the account page's full name and
 * mobile (the email came with sign-up) complete the profile, which is worth PROFILE_COMPLETION_VOUCHER
 * (100) points once.
 */
async function completeProfile(page: Page) {
  await page.goto(`${baseUrl}/web/profile`);
  await page.getByTestId('profile-account').click();
  await page.waitForURL('**/web/account');
  await page.getByTestId('account-fullname').fill('Mei Lin');
  await page.getByTestId('account-mobile').fill('6581234567');
  await page.getByTestId('account-submit').click();
  await expectSuccessNotice(page, text('en', 'member', 'account.saved'));
}

/**
 * Customer service in the back office on a desktop: finds the member's order in the orders list,
 * marks it processing and ready to ship (each confirmed), then ships it with the company and
 * tracking number, which the order page then shows.
 */
async function shipFromBackOffice(
  desk: Page,
  order: { id: string; member: string },
  shipping: { company: string; tracking: string },
) {
  const notice = (key: string) => text('en', 'admin-mall', key);
  await desk.goto(`${baseUrl}/admin/mall/orders`);
  await desk.getByTestId('admin-mall-order-member-filter').fill(order.member);
  await desk
    .getByTestId('admin-mall-order-link')
    .filter({ hasText: new RegExp(`^#${order.id}$`) })
    .click();
  await desk.waitForURL(`**/admin/mall/orders/${order.id}`);
  for (const status of ['processing', 'ready_to_ship']) {
    await desk.getByTestId(`admin-mall-move-${status}`).click();
    await desk.getByTestId('admin-mall-move-confirm').click();
    await expectSuccessNotice(desk, notice(`moved.${status}`));
  }
  await desk.getByTestId('admin-mall-move-shipped').click();
  await desk.getByTestId('admin-mall-ship-company').fill(shipping.company);
  await desk.getByTestId('admin-mall-ship-tracking').fill(shipping.tracking);
  await desk.getByTestId('admin-mall-ship-confirm').click();
  await expectSuccessNotice(desk, notice('moved.shipped'));
  await desk.getByTestId('admin-mall-move-shipped').waitFor({ state: 'detached' });
  await desk.getByText(shipping.tracking, { exact: true }).waitFor();
}

/**
 * The voucher mall on a phone: a member earns voucher points by completing the profile, fills a
 * cart in the voucher mall, is refused a shop item in the same cart, checks out to a new address
 * with the secondary password; customer service ship the order from the back office's screens with
 * a tracking number; the member sees it on the timeline and confirms receipt. The mall, product,
 * cart, checkout and order screens are shot in English and Chinese, and so is the back office's order.
 */
describe('shop and voucher mall', () => {
  const browser = useBrowser();

  it('voucher cart → other mall refused → checkout with an address → shipped → receipt confirmed', async () => {
    const admin = await signInAdmin();
    const support = await createStaff(admin.token, `mallcs${stamp}`, 'support', 'Support12345');

    const mug = await createProduct(
      admin.token,
      {
        mall: 'voucher',
        price: '40',
        shipping_fee: '5',
        texts: texts('Steel travel mug', '不锈钢旅行杯'),
        variants: [
          { label: '350 ml', stock: 10 },
          { label: '500 ml', price: '45', stock: 5 },
        ],
      },
      [
        [30, 110, 120],
        [220, 230, 230],
      ],
    );
    await createProduct(
      admin.token,
      {
        mall: 'shop',
        price: '12',
        texts: texts('Canvas tote bag', '帆布托特包'),
        variants: [{ label: 'Natural', stock: 20 }],
      },
      [[200, 170, 120]],
    );

    const member = await newMember({ prefix: 'mall', password: memberPassword, secPassword, language: 'en' });
    const { context, page } = await memberPhone(browser(), 'en', member.username, memberPassword);
    const point5 = async () =>
      (await call<MemberInfo>('GET', paths.member.getMemberInfo, { token: member.token })).point5;
    assert.equal(await point5(), '0.000000');
    await completeProfile(page);
    assert.equal(await point5(), '100.000000', 'the profile-completion grant');
    // The way in: the profile menu's mall entry, then the voucher mall's tab.
    await page.goto(`${baseUrl}/web/profile`);
    await page.getByTestId('profile-mall').click();
    await page.waitForURL('**/web/mall');
    await page
      .getByTestId('mall-tabs')
      .getByText(text('en', 'mall', 'malls.voucher'))
      .click();
    await page.waitForURL('**/web/mall?tab=voucher');
    await openProduct(page, mug.title);
    await page.getByTestId('mall-variants').getByText('500 ml').click();
    await page.getByTestId('mall-quantity').fill('2');
    await page.getByTestId('mall-product-price').filter({ hasText: '45.00 points' }).waitFor();
    await settled(page);
    await screenshot(page, 'mall-product-en');
    await page.getByTestId('mall-add-to-cart').click();
    await expectSuccessNotice(page, text('en', 'mall', 'added'));
    await page.getByTestId('mall-link-cart').filter({ hasText: '(2)' }).waitFor();

    // A shop item cannot join a voucher cart: the member reads why.
    await page.goto(`${baseUrl}/web/mall`);
    await openProduct(page, `Canvas tote bag ${stamp}`);
    await page.getByTestId('mall-add-to-cart').click();
    const refusal = page.getByTestId('notice-error').filter({ hasText: text('en', 'errors', 'Incorrect Mall') });
    await refusal.waitFor();
    await refusal.getByRole('button').click();
    await refusal.waitFor({ state: 'detached' });

    // The cart: 2 × 45 points and the 5 points shipping fee.
    await page.getByTestId('mall-link-cart').click();
    await page.waitForURL('**/web/mallCart');
    await page.getByTestId('mall-cart').waitFor();
    assert.equal(await page.getByTestId('mall-cart-line').count(), 1);
    assert.equal(await page.getByTestId('mall-cart-total').innerText(), '95.00 points');
    await settled(page);
    await screenshot(page, 'mall-cart-en');

    // Checkout: a first address, voucher points (the only way to pay here), the secondary password.
    await page.getByTestId('mall-cart-checkout').click();
    await page.waitForURL('**/web/mallCheckout');
    await page.getByTestId('mall-checkout-no-address').waitFor();
    await page.getByTestId('mall-checkout-add-address').click();
    const address = {
      receiver: 'Mei Lin',
      phone: '+65 8123 4567',
      address: '21 Orchard Road, #05-11',
      state: 'Central',
      postcode: '238852',
    };
    for (const [field, value] of Object.entries(address)) {
      await page.getByTestId(`mall-address-${field}`).fill(value);
    }
    await page.getByTestId('mall-address-submit').click();
    await expectSuccessNotice(page, text('en', 'mall', 'addresses.saved'));
    await page.getByTestId('mall-checkout-address').filter({ hasText: 'Mei Lin' }).waitFor();
    await page.getByTestId('mall-address-modal').waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('mall-checkout-total').innerText(), '95.00 points');
    await settled(page);
    await screenshot(page, 'mall-checkout-en');
    await page.getByTestId('mall-checkout-submit').click();
    await confirmWithSecondaryPassword(page, secPassword);
    await page.waitForURL('**/web/mallOrder?id=*');
    const orderId = new URL(page.url()).searchParams.get('id')!;
    await page.locator('[data-testid="mall-order"][data-status="pending"]').waitFor();
    assert.equal(await point5(), '5.000000', 'the voucher points paid for goods and shipping');

    // Customer service take the order through its steps in the back office and ship it with a tracking number.
    const tracking = `SG${stamp.toUpperCase()}`;
    const desk = await staffDesk(browser(), 'en', support.token);
    await shipFromBackOffice(desk.page, { id: orderId, member: member.username }, { company: 'SingPost', tracking });
    await shootWhenShown(desk.page.getByTestId('admin-mall-order-timeline'), 'admin-mall-order-en');
    await desk.context.close();
    // The same order page for staff reading Chinese.
    const deskZh = await staffDesk(browser(), 'zh', support.token);
    await deskZh.page.goto(`${baseUrl}/admin/mall/orders/${orderId}`);
    await deskZh.page.getByText(tracking, { exact: true }).waitFor();
    await shootWhenShown(
      deskZh.page.getByText(text('zh', 'admin-mall', 'order.trackingNumber')).first(),
      'admin-mall-order-zh',
    );
    await deskZh.context.close();

    // The member sees the shipment on the order's timeline and confirms receipt.
    await page.reload();
    await page.getByTestId('mall-order-tracking').filter({ hasText: tracking }).waitFor();
    await page.locator('[data-testid="mall-order-event"][data-status="shipped"]').waitFor();
    await page.getByTestId('mall-order-confirm-receipt').click();
    await page.getByTestId('mall-order-confirmReceipt-confirm').click();
    await expectSuccessNotice(page, text('en', 'mall', 'orders.received'));
    await page.locator('[data-testid="mall-order"][data-status="received"]').waitFor();
    const steps = await page
      .getByTestId('mall-order-event')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    assert.deepEqual(steps, ['pending', 'processing', 'ready_to_ship', 'shipped', 'received']);
    // Received goods open the exchange window: the member asks for another size.
    await page.getByTestId('mall-order-request-exchange').click();
    await page.getByTestId('mall-request-reason').fill('The 500 ml mug is too big for my bag; may I have the 350 ml?');
    await page.getByTestId('mall-request-submit').click();
    await expectSuccessNotice(page, text('en', 'mall', 'requests.sent'));
    await page.getByTestId('mall-request-modal').waitFor({ state: 'hidden' });
    await shootWhenShown(page.getByTestId('mall-request-item').filter({ hasText: '350 ml' }), 'mall-order-en');
    await page.goto(`${baseUrl}/web/mallOrders?tab=received`);
    await page.locator(`[data-testid="mall-order-item"][data-order-id="${orderId}"]`).waitFor();
    await context.close();

    // The same member reading Chinese: titles come in the member's language (the language menu saves it).
    await call('POST', paths.member.updateMemberInfo, { token: member.token, body: { language: 'zh' } });
    const zh = await memberPhone(browser(), 'zh', member.username, memberPassword);
    await zh.page.goto(`${baseUrl}/web/mall?tab=voucher`);
    await zh.page
      .getByTestId('mall-product-card')
      .filter({ hasText: `不锈钢旅行杯 ${stamp}` })
      .waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'mall-voucher-zh');
    await zh.page.goto(`${baseUrl}/web/mallProduct?id=${mug.id}`);
    await zh.page.getByTestId('mall-product-title').filter({ hasText: '不锈钢旅行杯' }).waitFor();
    await zh.page.getByTestId('mall-add-to-cart').click();
    await expectSuccessNotice(zh.page, text('zh', 'mall', 'added'));
    await zh.page.goto(`${baseUrl}/web/mallCart`);
    await zh.page.getByTestId('mall-cart-line').waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'mall-cart-zh');
    await zh.page.goto(`${baseUrl}/web/mallOrder?id=${orderId}`);
    await shootWhenShown(zh.page.getByText(text('zh', 'mall', 'status.received')).first(), 'mall-order-zh');
    await zh.context.close();
  });
});
