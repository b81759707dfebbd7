import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type AdminProduct, mallAdminPaths, paths } from '@tandem/contracts';
import { call, newMember } from '../support/api';
import { baseUrl, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { openProduct, shootWhenShown } from '../support/mall';
import { expectSuccessNotice, memberPhone } from '../support/member';
import { png } from '../support/png';
import { createStaff, signInAdmin, staffDesk } from '../support/staff';

const stamp = Date.now().toString(36);
const memberPassword = 'Passw0rd1';
const title = { en: `Linen apron ${stamp}`, zh: `亚麻围裙 ${stamp}` };
const notice = (key: string) => text('en', 'admin-mall', key);

/**
 * A new shop product in the back office's editor: price and shipping fee, the English and Chinese
 * title and description (the other seven languages left empty: members reading them get English),
 * and its first variant with its stock. Answers the product's id, read from the editor's address.
 */
async function createInEditor(desk: Page) {
  await desk.goto(`${baseUrl}/admin/mall/products`);
  await desk.getByTestId('admin-mall-product-new').click();
  await desk.waitForURL('**/admin/mall/products/new');
  await desk.getByTestId('admin-mall-product-price').fill('18.5');
  await desk.getByTestId('admin-mall-product-shipping').fill('2');
  await desk.getByTestId('admin-mall-title-en').fill(title.en);
  await desk.getByTestId('admin-mall-description-en').fill('Washed linen, one size, with a long tie.');
  await desk.getByTestId('admin-mall-text-tab-zh').click();
  await desk.getByTestId('admin-mall-title-zh').fill(title.zh);
  await desk.getByTestId('admin-mall-description-zh').fill('水洗亚麻，均码，长系带。');
  await desk.getByTestId('admin-mall-variant-label-0').fill('M');
  await desk.getByTestId('admin-mall-variant-stock-0').fill('8');
  await desk.getByTestId('admin-mall-product-save').click();
  await expectSuccessNotice(desk, notice('product.saved'));
  await desk.waitForURL(/\/admin\/mall\/products\/\d+$/);
  return new URL(desk.url()).pathname.split('/').pop()!;
}

/** A second variant with its own price and stock, through the saved product's "add variant" dialog. */
async function addVariant(desk: Page, variant: { label: string; price: string; stock: string }) {
  await desk.getByTestId('admin-mall-variant-new').click();
  await desk.getByTestId('admin-mall-variant-label').fill(variant.label);
  await desk.getByTestId('admin-mall-variant-price').fill(variant.price);
  await desk.getByTestId('admin-mall-variant-stock').fill(variant.stock);
  await desk.getByTestId('admin-mall-variant-save').click();
  await expectSuccessNotice(desk, notice('variant.added'));
  await desk.getByTestId('admin-mall-variants').getByRole('cell', { name: variant.label, exact: true }).waitFor();
}

/** A picture through the editor's upload button (the browser's file chooser). */
async function uploadPicture(desk: Page) {
  const chooser = desk.waitForEvent('filechooser');
  await desk.getByTestId('admin-mall-image-upload').click();
  await (
    await chooser
  ).setFiles({
    name: 'apron.png',
    mimeType: 'image/png',
    buffer: png(480, 480, [
      [190, 170, 140],
      [90, 80, 70],
    ]),
  });
  await expectSuccessNotice(desk, notice('product.imageSaved'));
}

/**
 * The content desk on a desktop: a content editor creates a shop product in the back office (texts
 * in English and Chinese, a first variant with stock), adds a second variant with its own price and
 * stock and a picture; a member then finds it in the shop on a phone, in English and in Chinese.
 * The product editor is shot in both languages.
 */
describe('mall catalogue in the back office', () => {
  const browser = useBrowser();

  it('content staff create a product with a variant and stock → members find it in the mall', async () => {
    const admin = await signInAdmin();
    const content = await createStaff(admin.token, `mallcontent${stamp}`, 'content', 'Content12345');

    const desk = await staffDesk(browser(), 'en', content.token);
    const productId = await createInEditor(desk.page);
    await addVariant(desk.page, { label: 'L', price: '20', stock: '5' });
    await uploadPicture(desk.page);
    // The top of the editor, as in Chinese below: the upload button had scrolled the page down.
    await desk.page.evaluate(() => window.scrollTo(0, 0));
    await shootWhenShown(desk.page.getByTestId('admin-mall-product-images').locator('img'), 'admin-mall-product-en');
    await desk.context.close();

    // What was saved: both languages' texts, both variants with their stock, on sale.
    const saved = await call<AdminProduct>('GET', mallAdminPaths.product(productId), { token: content.token });
    assert.equal(saved.mall, 'shop');
    assert.equal(saved.status, 'active');
    assert.equal(saved.texts.en?.title, title.en);
    assert.equal(saved.texts.zh?.title, title.zh);
    assert.deepEqual(
      saved.variants.map((v) => [v.label, v.stock]),
      [
        ['M', 8],
        ['L', 5],
      ],
    );

    // The editor for staff reading Chinese, on the Chinese texts' tab.
    const deskZh = await staffDesk(browser(), 'zh', content.token);
    await deskZh.page.goto(`${baseUrl}/admin/mall/products/${productId}`);
    await deskZh.page.getByTestId('admin-mall-text-tab-zh').click();
    assert.equal(await deskZh.page.getByTestId('admin-mall-title-zh').inputValue(), title.zh);
    await shootWhenShown(deskZh.page.getByTestId('admin-mall-product-images').locator('img'), 'admin-mall-product-zh');
    await deskZh.context.close();

    // A member finds it in the shop, picks the second variant and reads its price and stock (with a
    // secondary password already set, so the app does not stop at setting one first).
    const member = await newMember({
      prefix: 'apron',
      password: memberPassword,
      secPassword: 'Second123',
      language: 'en',
    });
    const phone = await memberPhone(browser(), 'en', member.username, memberPassword);
    await phone.page.goto(`${baseUrl}/web/mall`);
    await openProduct(phone.page, title.en);
    await phone.page.getByTestId('mall-product-price').filter({ hasText: '18.50' }).waitFor();
    await phone.page.getByTestId('mall-variants').getByText('L', { exact: true }).click();
    await phone.page.getByTestId('mall-product-price').filter({ hasText: '20.00' }).waitFor();
    await phone.page
      .getByTestId('mall-stock')
      .filter({ hasText: text('en', 'mall', 'stock').replace('{{count}}', '5') })
      .waitFor();
    await phone.context.close();

    // Reading Chinese, the member gets the Chinese title staff typed.
    await call('POST', paths.member.updateMemberInfo, { token: member.token, body: { language: 'zh' } });
    const zh = await memberPhone(browser(), 'zh', member.username, memberPassword);
    await zh.page.goto(`${baseUrl}/web/mall`);
    await openProduct(zh.page, title.zh);
    await zh.page.getByTestId('mall-product-description').filter({ hasText: '水洗亚麻' }).waitFor();
    await zh.context.close();
  });
});
