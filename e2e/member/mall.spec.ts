import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  type AdminProduct,
  type MemberInfo,
  type OrderDetail,
  adjustmentPaths,
  mallAdminPaths,
  paths,
} from '@tandem/contracts';
import { call, newMember } from '../support/api';
import { baseUrl, screenshot, settled, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { confirmWithSecondaryPassword, expectSuccessNotice, memberPhone } from '../support/member';
import { png } from '../support/png';
import { createStaff, signInAdmin } from '../support/staff';

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

/** Opens a product from the mall page's search (the member's way in), in the mall tab already shown. */
async function openProduct(page: Page, title: string) {
  await page.getByTestId('mall-search').fill(title);
  await page.getByTestId('mall-search').press('Enter');
  await page.getByTestId('mall-product-card').filter({ hasText: title }).click();
  await page.waitForURL('**/web/mallProduct?id=*');
  await page.getByTestId('mall-product-title').filter({ hasText: title }).waitFor();
}

/**
 * The voucher mall on a phone: a member with voucher points fills a cart in the voucher mall, is
 * refused a shop item in the same cart, checks out to a new address with the secondary password;
 * staff ship the order with a tracking number; the member sees it on the timeline and confirms
 * receipt. The mall, product, cart, checkout and order screens are shot in English and Chinese.
 */
describe('shop and voucher mall', () => {
  const browser = useBrowser();

  it('voucher cart → other mall refused → checkout with an address → shipped → receipt confirmed', async () => {
    const admin = await signInAdmin();
    const finance = await createStaff(admin.token, `mallfin${stamp}`, 'finance', 'Finance12345');

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

    // The member's voucher points, the way the back office grants them: finance credits point5 under
    // maker-checker (the admin asks, another finance officer approves).
    const member = await newMember({ prefix: 'mall', password: memberPassword, secPassword, language: 'en' });
    const info = await call<MemberInfo>('GET', paths.member.getMemberInfo, { token: member.token });
    const adjustment = await call<{ id: string }>('POST', adjustmentPaths.list, {
      token: admin.token,
      body: { member_id: info.id, wallet: 'point5', direction: 'credit', amount: '200', reason: 'Mall journey' },
    });
    await call('POST', adjustmentPaths.approve(adjustment.id), { token: finance.token, body: {} });

    const { context, page } = await memberPhone(browser(), 'en', member.username, memberPassword);
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
    const paid = await call<MemberInfo>('GET', paths.member.getMemberInfo, { token: member.token });
    assert.equal(paid.point5, '105.000000', 'the voucher points paid for goods and shipping');

    // Staff take the order through its steps and ship it with a tracking number.
    await call('POST', mallAdminPaths.orderStatus(orderId), { token: admin.token, body: { status: 'processing' } });
    await call('POST', mallAdminPaths.orderStatus(orderId), {
      token: admin.token,
      body: { status: 'ready_to_ship' },
    });
    const shipped = await call<OrderDetail>('POST', mallAdminPaths.orderStatus(orderId), {
      token: admin.token,
      body: { status: 'shipped', shipping_company: 'SingPost', tracking_number: `SG${stamp.toUpperCase()}` },
    });
    assert.equal(shipped.status, 'shipped');

    // The member sees the shipment on the order's timeline and confirms receipt.
    await page.reload();
    await page
      .getByTestId('mall-order-tracking')
      .filter({ hasText: `SG${stamp.toUpperCase()}` })
      .waitFor();
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
    await page.getByTestId('mall-request-item').filter({ hasText: '350 ml' }).waitFor();
    await page.getByTestId('mall-request-modal').waitFor({ state: 'hidden' });
    await settled(page);
    await screenshot(page, 'mall-order-en');
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
    await zh.page
      .getByText(text('zh', 'mall', 'status.received'))
      .first()
      .waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'mall-order-zh');
    await zh.context.close();
  });
});
