import { mallPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { expectRefusal, get, post, okData, fieldErrors } from '../../test/http';
import { addToCart, createCategory, createProduct, createShopper } from './mall.testing';

describe('mall catalogue and cart', () => {
  const t = useTestApp({ auditedLedger: true });
  let en: Awaited<ReturnType<typeof createShopper>>;
  let zh: Awaited<ReturnType<typeof createShopper>>;
  let clothes: bigint;
  let shirt: Awaited<ReturnType<typeof createProduct>>;
  let mug: Awaited<ReturnType<typeof createProduct>>;
  let voucherTea: Awaited<ReturnType<typeof createProduct>>;
  let hidden: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    en = await createShopper(t, 'en');
    zh = await createShopper(t, 'zh');
    clothes = await createCategory(t, { en: 'Clothes', zh: '服装' });
    await createCategory(t, { en: 'Hidden' }, 'hidden');
    shirt = await createProduct(t, {
      titles: { en: 'Linen shirt', zh: '亚麻衬衫' },
      categoryId: clothes,
      priceUnits: 20n,
      shippingUnits: 3n,
      variants: [
        { label: 'M', stock: 2 },
        { label: 'L', stock: 0, priceUnits: 18n },
      ],
      withImage: true,
    });
    mug = await createProduct(t, { titles: { en: 'Coffee mug' }, priceUnits: 5n });
    voucherTea = await createProduct(t, { mall: 'voucher', titles: { en: 'Green tea' }, priceUnits: 30n });
    hidden = await createProduct(t, { titles: { en: 'Secret shirt' }, status: 'hidden', withImage: true });
  });

  it('needs a session', async () => {
    expect((await get(t, mallPaths.products, { query: { mall: 'shop' } })).statusCode).toBe(401);
    expect((await addToCart(t, '', shirt.variants[0]!)).statusCode).toBe(401);
  });

  it('names categories in the member’s language, English where it has none, and hides hidden ones', async () => {
    const zhList = (await get(t, mallPaths.categories, { token: zh.token })).json().data;
    expect(zhList.map((c: { name: string }) => c.name)).toContain('服装');
    expect(zhList.map((c: { name: string }) => c.name)).not.toContain('Hidden');
    const enList = (await get(t, mallPaths.categories, { token: en.token })).json().data;
    expect(enList.find((c: { id: string }) => c.id === String(clothes)).name).toBe('Clothes');
  });

  it('lists one mall’s visible products with their lowest price, stock and picture', async () => {
    const res = await get(t, mallPaths.products, { token: en.token, query: { mall: 'shop' } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.list.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([shirt.id, mug.id]));
    expect(ids).not.toContain(voucherTea.id);
    expect(ids).not.toContain(hidden.id);
    const card = res.json().data.list.find((p: { id: string }) => p.id === shirt.id);
    expect(card).toMatchObject({
      title: 'Linen shirt',
      price: '18.000000',
      shipping_fee: '3.000000',
      in_stock: true,
      image_url: mallPaths.image(shirt.imageId!),
      category_id: String(clothes),
      store_id: null,
    });
    const voucher = await get(t, mallPaths.products, { token: en.token, query: { mall: 'voucher' } });
    expect(voucher.json().data.list.map((p: { id: string }) => p.id)).toEqual([voucherTea.id]);
  });

  it('filters by category and searches the title in the member’s language, falling back to English', async () => {
    const byCategory = await get(t, mallPaths.products, {
      token: en.token,
      query: { mall: 'shop', category_id: String(clothes) },
    });
    expect(byCategory.json().data.list.map((p: { id: string }) => p.id)).toEqual([shirt.id]);
    const zhSearch = await get(t, mallPaths.products, { token: zh.token, query: { mall: 'shop', q: '衬衫' } });
    expect(zhSearch.json().data.list.map((p: { title: string }) => p.title)).toEqual(['亚麻衬衫']);
    // The mug has no Chinese title: a Chinese reader finds it by its English one.
    const fallback = await get(t, mallPaths.products, { token: zh.token, query: { mall: 'shop', q: 'MUG' } });
    expect(fallback.json().data.list.map((p: { id: string }) => p.id)).toEqual([mug.id]);
    const none = await get(t, mallPaths.products, { token: en.token, query: { mall: 'shop', q: '%' } });
    expect(none.json().data.total).toBe(0);
  });

  it('shows a product with its images and variants; a hidden one is PRODUCT_NOT_FOUND', async () => {
    const res = await get(t, mallPaths.product, { token: zh.token, query: { id: shirt.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: '亚麻衬衫',
      description: '亚麻衬衫!',
      pickup_allowed: false,
      images: [{ id: shirt.imageId, url: mallPaths.image(shirt.imageId!) }],
      variants: [
        { id: shirt.variants[0], label: 'M', price: '20.000000', stock: 2 },
        { id: shirt.variants[1], label: 'L', price: '18.000000', stock: 0 },
      ],
    });
    expectRefusal(
      await get(t, mallPaths.product, { token: en.token, query: { id: hidden.id } }),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });

  it('serves a shown product’s image to anyone, and not a hidden product’s', async () => {
    const image = await get(t, mallPaths.image(shirt.imageId!));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await get(t, mallPaths.image(hidden.imageId!))).statusCode).toBe(404);
  });

  it('keeps one mall in the cart at a time and checks stock', async () => {
    const buyer = await createShopper(t);
    const first = await addToCart(t, buyer.token, shirt.variants[0]!, 1);
    expect(okData(first)).toMatchObject({
      mall: 'shop',
      goods_total: '20.000000',
      shipping_fee: '3.000000',
      total: '23.000000',
      items: [
        { variant_id: shirt.variants[0], title: 'Linen shirt', variant_label: 'M', quantity: 1, available: true },
      ],
    });
    expectRefusal(await addToCart(t, buyer.token, voucherTea.variants[0]!), 409, 'Incorrect Mall');
    // Two units exist: a third is refused, whether added or set.
    expect((await addToCart(t, buyer.token, shirt.variants[0]!, 1)).json().data.items[0].quantity).toBe(2);
    expectRefusal(await addToCart(t, buyer.token, shirt.variants[0]!, 1), 409, 'NO_PRODUCT_MATCH');
    const set = await post(
      t,
      mallPaths.cartUpdate,
      { variant_id: shirt.variants[0], quantity: 3 },
      { token: buyer.token },
    );
    expectRefusal(set, 409, 'NO_PRODUCT_MATCH');
    expectRefusal(await addToCart(t, buyer.token, shirt.variants[1]!), 409, 'NO_PRODUCT_MATCH');
    expectRefusal(await addToCart(t, buyer.token, hidden.variants[0]!), 409, 'NO_PRODUCT_MATCH');
    expect((await addToCart(t, buyer.token, mug.variants[0]!, 2)).json().data).toMatchObject({
      goods_total: '50.000000',
      total: '53.000000',
    });

    // Emptied, the cart takes the other mall.
    for (const variant of [shirt.variants[0]!, mug.variants[0]!]) {
      const removed = await post(t, mallPaths.cartRemove, { variant_id: variant }, { token: buyer.token });
      expect(removed.statusCode).toBe(200);
    }
    const empty = (await get(t, mallPaths.cart, { token: buyer.token })).json().data;
    expect(empty).toMatchObject({ mall: null, items: [], total: '0.000000' });
    expect((await addToCart(t, buyer.token, voucherTea.variants[0]!)).json().data.mall).toBe('voucher');
  });

  it('refuses a quantity outside 1..99 as a field error', async () => {
    const buyer = await createShopper(t);
    const res = await addToCart(t, buyer.token, mug.variants[0]!, 0);
    expect(fieldErrors(res).quantity).toBe('invalid');
  });
});
