import { CART_MAX_LINES, mallPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefusal, get } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { createStoreOwner, createStoreProduct } from '../stores/stores.testing';
import { addToCart, createProduct, createShopper } from './mall.testing';

/** The cart's limits the checkout relies on: at most CART_MAX_LINES lines, and one seller per cart. */
describe('mall cart rules', () => {
  const t = useTestApp();
  const staff = useStaff(t, { reviewer: 'compliance' });

  it('holds at most CART_MAX_LINES lines (CART_FULL); a line already there still takes more units', async () => {
    const sizes = Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ label: `Size ${i + 1}`, stock: 5 }));
    const product = await createProduct(t, { variants: sizes });
    const buyer = await createShopper(t);
    for (const variantId of product.variants.slice(0, CART_MAX_LINES)) {
      const added = await addToCart(t, buyer.token, variantId);
      expect(added.statusCode, added.body).toBe(200);
    }
    const full = await addToCart(t, buyer.token, product.variants[CART_MAX_LINES]!);
    expectRefusal(full, 422, 'CART_FULL');
    expect(full.json().data).toMatchObject({ max: CART_MAX_LINES });

    const more = await addToCart(t, buyer.token, product.variants[0]!, 2);
    expect(more.statusCode, more.body).toBe(200);
    const cart = (await get(t, mallPaths.cart, { token: buyer.token })).json().data;
    expect(cart.items).toHaveLength(CART_MAX_LINES);
    expect(cart.items.find((i: { variant_id: string }) => i.variant_id === product.variants[0])).toMatchObject({
      quantity: 3,
    });
  });

  it('keeps one seller per cart: another store’s goods, or the platform’s, answer Incorrect Mall', async () => {
    const first = await createStoreOwner(t, staff.reviewer);
    const second = await createStoreOwner(t, staff.reviewer);
    const firstTea = (await createStoreProduct(t, first.token)).variants[0]!.id;
    const secondTea = (await createStoreProduct(t, second.token)).variants[0]!.id;
    const platformShirt = (await createProduct(t, { mall: 'shop' })).variants[0]!;

    const buyer = await createShopper(t);
    expect((await addToCart(t, buyer.token, firstTea)).statusCode).toBe(200);
    // Both in the shop mall, but another seller: refused, the cart unchanged.
    const otherStore = await addToCart(t, buyer.token, secondTea);
    expectRefusal(otherStore, 409, 'Incorrect Mall');
    expect(otherStore.json().data).toMatchObject({ mall: 'shop' });
    expectRefusal(await addToCart(t, buyer.token, platformShirt), 409, 'Incorrect Mall');
    const cart = (await get(t, mallPaths.cart, { token: buyer.token })).json().data;
    expect(cart.items.map((i: { variant_id: string }) => i.variant_id)).toEqual([firstTea]);

    // And the other way round: a cart of the platform's goods takes no store's.
    const platformBuyer = await createShopper(t);
    expect((await addToCart(t, platformBuyer.token, platformShirt)).statusCode).toBe(200);
    expectRefusal(await addToCart(t, platformBuyer.token, firstTea), 409, 'Incorrect Mall');
  });
});
