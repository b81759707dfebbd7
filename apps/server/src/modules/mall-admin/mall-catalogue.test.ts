import { mallAdminPaths, mallPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefusal, staffGet, staffPost, staffPut, call, get, okData } from '../../test/http';
import { fund } from '../../test/factories';
import { createShopper, placeOrder } from '../mall/mall.testing';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { makePng, png } from '../../lib/uploads.testing';
import { auditRows } from '../admin/admin.testing';
import { createProductAs, nineLanguageTexts, uploadProductImage } from './mall-admin.testing';

const PNG = await makePng();

describe('mall back office: catalogue', () => {
  const t = useTestApp({ auditedLedger: true });
  const {
    admin,
    deskone: desk,
    helpdesk,
    moneydesk: money,
  } = useStaff(t, {
    deskone: 'content',
    helpdesk: 'support',
    moneydesk: 'finance',
  });

  it('is the content desk’s (and the superadmin’s): other roles are refused', async () => {
    for (const staff of [admin, desk]) {
      expect((await staffGet(t, staff, mallAdminPaths.categories)).statusCode).toBe(200);
    }
    for (const staff of [helpdesk, money]) {
      expectRefusal(await staffGet(t, staff, mallAdminPaths.products), 403, 'NO_PERMISSION');
      expectRefusal(await staffPost(t, staff, mallAdminPaths.categories, { names: { en: 'X' } }), 403, 'NO_PERMISSION');
    }
    expectRefusal(await call(t, 'GET', mallAdminPaths.categories), 401, 'unauthorized');
  });

  it('keeps categories with names in nine languages; an empty one can be deleted, a used one cannot', async () => {
    expect((await staffPost(t, desk, mallAdminPaths.categories, { names: { zh: '茶具' } })).json().data.fields).toEqual(
      { 'names.en': 'required' },
    );

    const names = {
      en: 'Tea ware',
      zh: '茶具',
      'zh-TW': '茶具',
      th: 'ชุดน้ำชา',
      vi: 'Đồ trà',
      ja: '茶器',
      ko: '다기',
      id: 'Alat teh',
      ms: 'Alat teh',
    };
    const created = await staffPost(t, desk, mallAdminPaths.categories, { names, sort: 5 });
    const category = okData(created);
    expect(category).toMatchObject({ names, status: 'active', sort: 5, product_count: 0 });

    const edited = await staffPut(t, desk, mallAdminPaths.category(category.id), {
      names: { ...names, en: 'Teaware' },
      status: 'hidden',
    });
    expect(edited.json().data).toMatchObject({ names: { en: 'Teaware', ja: '茶器' }, status: 'hidden', sort: 0 });
    const [update] = await auditRows(t, 'mall.category_update');
    expect(update).toMatchObject({ target_type: 'mall_category', target_id: category.id, staff_id: BigInt(desk.id) });
    expect(update!.before).toMatchObject({ names: { en: 'Tea ware' }, status: 'active' });
    expect(update!.after).toMatchObject({ names: { en: 'Teaware' }, status: 'hidden' });

    const product = await createProductAs(t, desk, { category_id: category.id });
    const list = (await staffGet(t, desk, mallAdminPaths.categories)).json().data;
    expect(list.find((c: { id: string }) => c.id === category.id).product_count).toBe(1);
    expectRefusal(
      await call(t, 'DELETE', mallAdminPaths.category(category.id), undefined, { token: desk.token }),
      409,
      'MALL_CATEGORY_IN_USE',
    );

    await call(t, 'DELETE', mallAdminPaths.product(product.id), undefined, { token: desk.token });
    const deleted = await call(t, 'DELETE', mallAdminPaths.category(category.id), undefined, { token: desk.token });
    expect(deleted.json().data).toEqual({ id: category.id });
    expect(await auditRows(t, 'mall.category_delete')).toHaveLength(1);
    expectRefusal(
      await call(t, 'DELETE', mallAdminPaths.category(category.id), undefined, { token: desk.token }),
      404,
      'NOT_FOUND',
    );
  });

  it('creates a product with its texts in nine languages and its variants, and finds it by any title', async () => {
    const product = await createProductAs(t, desk, {
      mall: 'voucher',
      price: '300',
      shipping_fee: '0',
      texts: nineLanguageTexts('Jasmine tea'),
      variants: [
        { label: '100 g', stock: 4, sort: 0 },
        { label: '250 g', stock: 2, price: '650', sort: 1 },
      ],
    });
    expect(product).toMatchObject({
      mall: 'voucher',
      store_id: null,
      title: 'Jasmine tea (en)',
      price: '300.000000',
      shipping_fee: '0.000000',
      status: 'active',
      stock: 6,
      image_url: null,
      is_ordered: false,
    });
    expect(Object.keys(product.texts).sort()).toEqual(['en', 'id', 'ja', 'ko', 'ms', 'th', 'vi', 'zh', 'zh-TW']);
    expect(product.texts.ko).toEqual({ title: 'Jasmine tea (ko)', description: 'About Jasmine tea in ko' });
    expect(product.variants.map((v) => [v.label, v.stock, v.price])).toEqual([
      ['100 g', 4, null],
      ['250 g', 2, '650.000000'],
    ]);
    const [created] = (await auditRows(t, 'mall.product_create')).filter((r) => r.target_id === product.id);
    expect(created!.after).toMatchObject({ mall: 'voucher', title_en: 'Jasmine tea (en)', price_micro: '300000000' });

    const byThai = await staffGet(t, desk, mallAdminPaths.products, { q: 'jasmine TEA (th', mall: 'voucher' });
    expect(byThai.json().data.list.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const inShop = await staffGet(t, desk, mallAdminPaths.products, { q: 'Jasmine', mall: 'shop' });
    expect(inShop.json().data.total).toBe(0);
  });

  it('refuses a product without an English title, a price or any variant, or with an unknown category', async () => {
    const res = await staffPost(t, desk, mallAdminPaths.products, {
      mall: 'shop',
      price: '0',
      texts: { zh: { title: '茶' } },
      variants: [],
    });
    expectRefusal(res, 400, 'VALIDATION_ERROR');
    expect(res.json().data.fields).toMatchObject({ price: 'invalid', 'texts.en': 'required', variants: 'required' });
    const unknown = await staffPost(t, desk, mallAdminPaths.products, {
      mall: 'shop',
      price: '1',
      category_id: '999999',
      texts: { en: { title: 'Cup' } },
      variants: [{ label: 'One' }],
    });
    expect(unknown.json().data.fields).toEqual({ category_id: 'invalid' });
  });

  it('edits a product (texts replaced, mall kept), hides and shows it, each audited', async () => {
    const product = await createProductAs(t, desk);
    const edited = await staffPut(t, desk, mallAdminPaths.product(product.id), {
      price: '15',
      shipping_fee: '3.5',
      pickup_allowed: true,
      product_type: 'gift',
      texts: { en: { title: 'Big cup', description: 'Holds more' }, zh: { title: '大杯' } },
    });
    expect(okData(edited)).toMatchObject({
      mall: 'shop',
      title: 'Big cup',
      price: '15.000000',
      shipping_fee: '3.500000',
      pickup_allowed: true,
      product_type: 'gift',
      texts: { en: { title: 'Big cup', description: 'Holds more' }, zh: { title: '大杯', description: '' } },
    });
    expect(Object.keys(edited.json().data.texts)).toHaveLength(2);
    const [update] = (await auditRows(t, 'mall.product_update')).filter((r) => r.target_id === product.id);
    expect(update!.before).toMatchObject({ price_micro: '12500000', title_en: 'Tea cup (en)' });
    expect(update!.after).toMatchObject({ price_micro: '15000000', title_en: 'Big cup' });

    const hidden = await staffPost(t, desk, mallAdminPaths.productStatus(product.id), { status: 'hidden' });
    expect(hidden.json().data.status).toBe('hidden');
    const shopper = await createShopper(t);
    const seen = () => get(t, mallPaths.product, { token: shopper.token, query: { id: product.id } });
    expectRefusal(await seen(), 404, 'PRODUCT_NOT_FOUND');
    const listed = await staffGet(t, desk, mallAdminPaths.products, { status: 'hidden' });
    expect(listed.json().data.list.map((p: { id: string }) => p.id)).toContain(product.id);
    const shown = await staffPost(t, desk, mallAdminPaths.productStatus(product.id), { status: 'active' });
    expect(shown.json().data.status).toBe('active');
    expect((await seen()).json().data.title).toBe('Big cup');
    const hides = (await auditRows(t, 'mall.product_hide')).filter((r) => r.target_id === product.id);
    const shows = (await auditRows(t, 'mall.product_show')).filter((r) => r.target_id === product.id);
    expect([hides.length, shows.length]).toEqual([1, 1]);
    expectRefusal(
      await staffPost(t, desk, mallAdminPaths.productStatus('999999'), { status: 'hidden' }),
      404,
      'NOT_FOUND',
    );
  });

  it('adds pictures (checked and re-encoded), previews and removes them, at most eight', async () => {
    const product = await createProductAs(t, desk);
    const first = await uploadProductImage(t, desk, product.id, [png('image', PNG)]);
    const image = okData(first).images[0];
    expect(first.json().data.image_url).toBe(image.url);
    const preview = await call(t, 'GET', image.url, undefined, { token: desk.token });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expectRefusal(await call(t, 'GET', image.url, undefined, { token: helpdesk.token }), 403, 'NO_PERMISSION');

    const notImage = await uploadProductImage(t, desk, product.id, [png('image', Buffer.from('<?php echo 1; ?>'))]);
    expectRefusal(notImage, 415, 'FILE_TYPE_NOT_ALLOWED');
    const noFile = await uploadProductImage(t, desk, product.id, []);
    expect(noFile.json().data.fields).toEqual({ image: 'required' });

    for (let n = 2; n <= 8; n += 1) {
      expect((await uploadProductImage(t, desk, product.id, [png('image', PNG)])).statusCode).toBe(200);
    }
    expectRefusal(await uploadProductImage(t, desk, product.id, [png('image', PNG)]), 422, 'MALL_IMAGES_FULL');

    const removed = await call(t, 'DELETE', image.url, undefined, { token: desk.token });
    expect(removed.json().data.images).toHaveLength(7);
    expect(removed.json().data.images.map((i: { id: string }) => i.id)).not.toContain(image.id);
    expect((await call(t, 'GET', image.url, undefined, { token: desk.token })).statusCode).toBe(404);
    expect((await auditRows(t, 'mall.image_add')).filter((r) => r.target_id === product.id)).toHaveLength(8);
    expect((await auditRows(t, 'mall.image_remove')).filter((r) => r.target_id === product.id)).toHaveLength(1);
  });

  it('adds and edits variants; stock grows only by restock, audited with before and after', async () => {
    const product = await createProductAs(t, desk);
    const added = await staffPost(t, desk, mallAdminPaths.productVariants(product.id), {
      label: 'L',
      price: '14',
      stock: 1,
    });
    const large = added.json().data.variants.find((v: { label: string }) => v.label === 'L');
    expect(large).toMatchObject({ price: '14.000000', stock: 1, status: 'active' });

    const edited = await staffPut(t, desk, mallAdminPaths.variant(large.id), {
      label: 'XL',
      status: 'hidden',
      stock: 50,
    });
    expect(edited.json().data.variants.find((v: { id: string }) => v.id === large.id)).toMatchObject({
      label: 'XL',
      price: null,
      stock: 1,
      status: 'hidden',
    });

    const restocked = await staffPost(t, desk, mallAdminPaths.variantRestock(large.id), { quantity: 9 });
    expect(restocked.json().data).toMatchObject({ stock: 15 });
    expect(restocked.json().data.variants.find((v: { id: string }) => v.id === large.id).stock).toBe(10);
    const [restock] = (await auditRows(t, 'mall.restock')).filter((r) => r.target_id === product.id);
    expect(restock).toMatchObject({ staff_id: BigInt(desk.id) });
    expect([restock!.before, restock!.after]).toEqual([
      { variant_id: large.id, stock: 1 },
      { variant_id: large.id, stock: 10, added: 9 },
    ]);
    expect(
      (await staffPost(t, desk, mallAdminPaths.variantRestock(large.id), { quantity: 0 })).json().data.fields,
    ).toEqual({ quantity: 'invalid' });
    expectRefusal(await staffPost(t, desk, mallAdminPaths.variantRestock('999999'), { quantity: 1 }), 404, 'NOT_FOUND');
  });

  it('deletes a product never ordered with its variants and pictures', async () => {
    const product = await createProductAs(t, desk);
    await uploadProductImage(t, desk, product.id, [png('image', PNG)]);
    const res = await call(t, 'DELETE', mallAdminPaths.product(product.id), undefined, { token: desk.token });
    expect(res.json().data).toEqual({ id: product.id });
    expectRefusal(await staffGet(t, desk, mallAdminPaths.product(product.id)), 404, 'NOT_FOUND');
    const left = await t.db
      .selectFrom('mall_variants')
      .select('id')
      .where('product_id', '=', BigInt(product.id))
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a product once ordered: deleting it answers MALL_PRODUCT_ORDERED, hiding still works', async () => {
    const product = await createProductAs(t, desk);
    const shopper = await createShopper(t);
    await fund(t, shopper.id, 100n);
    await placeOrder(t, shopper.token, product.variants[0]!.id);
    expect((await staffGet(t, desk, mallAdminPaths.product(product.id))).json().data).toMatchObject({
      is_ordered: true,
      stock: 4,
    });
    expectRefusal(
      await call(t, 'DELETE', mallAdminPaths.product(product.id), undefined, { token: desk.token }),
      409,
      'MALL_PRODUCT_ORDERED',
    );
    expect((await staffPost(t, desk, mallAdminPaths.productStatus(product.id), { status: 'hidden' })).statusCode).toBe(
      200,
    );
  });
});
