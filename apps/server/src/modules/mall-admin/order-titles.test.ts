import { mallAdminPaths, mallPaths, storePaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { fund } from '../../test/factories';
import { call, get } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { createProduct, createShopper, orderDetail, placeOrder } from '../mall/mall.testing';
import { buyFromStore, createStoreOwner, createStoreProduct } from '../stores/stores.testing';

/**
 * An order's lines are titled in the language of the screen reading them (the catalogue's fallback:
 * that language, else English, else any), not frozen in the checkout's; the checkout's snapshot is what
 * shows once the product has no text left. Members read in their account's language, staff in their
 * screen's (the `lan` cookie, else Accept-Language).
 */
describe('order item titles in the reader’s language', () => {
  const t = useTestApp({ auditedLedger: true });
  const staff = useStaff(t, { helpdesk: 'support', reviewer: 'compliance' });

  const setLanguage = (memberId: bigint | string, language: string) =>
    t.db.updateTable('members').set({ language }).where('id', '=', BigInt(memberId)).execute();

  const staffRead = (url: string, headers: Record<string, string>, query?: Record<string, string>) =>
    call(t, 'GET', url, undefined, { token: staff.helpdesk.token, headers, ...(query ? { query } : {}) });

  it('shows the member, the back office and the list each their own language; the snapshot last', async () => {
    const kettle = await createProduct(t, { titles: { en: 'Kettle', zh: '水壶' }, priceUnits: 10n });
    const member = await createShopper(t, 'en');
    await fund(t, member.id, 50n);
    const order = await placeOrder(t, member.token, kettle.variants[0]!);
    expect((await orderDetail(t, member.token, order.id)).json().data.items[0].title).toBe('Kettle');

    await setLanguage(member.id, 'zh');
    const inZh = (await orderDetail(t, member.token, order.id)).json().data;
    expect(inZh).toMatchObject({ first_title: '水壶', items: [{ title: '水壶' }] });
    const list = (await get(t, mallPaths.orders, { token: member.token })).json().data.list;
    expect(list[0]).toMatchObject({ id: order.id, first_title: '水壶' });
    // No Japanese text: English, as the catalogue falls back.
    await setLanguage(member.id, 'ja');
    expect((await orderDetail(t, member.token, order.id)).json().data.items[0].title).toBe('Kettle');

    // Staff: the screen's language cookie, else the browser's.
    const detail = mallAdminPaths.order(order.id);
    expect((await staffRead(detail, { cookie: 'lan=zh' })).json().data.items[0].title).toBe('水壶');
    expect((await staffRead(detail, { cookie: 'lan=en' })).json().data.items[0].title).toBe('Kettle');
    expect((await staffRead(detail, { 'accept-language': 'zh-CN,zh;q=0.9' })).json().data.first_title).toBe('水壶');
    const staffList = await staffRead(mallAdminPaths.orders, { cookie: 'lan=zh' }, { order_no: order.id });
    expect(staffList.json().data.list).toMatchObject([{ id: order.id, first_title: '水壶' }]);

    // A product without texts any more: the title the checkout kept.
    await t.db.deleteFrom('mall_product_texts').where('product_id', '=', BigInt(kettle.id)).execute();
    await setLanguage(member.id, 'zh');
    expect((await orderDetail(t, member.token, order.id)).json().data).toMatchObject({
      first_title: 'Kettle',
      items: [{ title: 'Kettle' }],
    });
    expect((await staffRead(detail, { cookie: 'lan=zh' })).json().data.items[0].title).toBe('Kettle');
  });

  it('answers a staff step with the lines in the staff screen’s language, as the order reads', async () => {
    const kettle = await createProduct(t, { titles: { en: 'Kettle', zh: '水壶' }, priceUnits: 10n });
    const member = await createShopper(t, 'en');
    await fund(t, member.id, 50n);
    const order = await placeOrder(t, member.token, kettle.variants[0]!);
    const step = (body: Record<string, string>, headers: Record<string, string>) =>
      call(t, 'POST', mallAdminPaths.orderStatus(order.id), body, { token: staff.helpdesk.token, headers });

    const processing = await step({ status: 'processing' }, { cookie: 'lan=zh' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json().data).toMatchObject({
      status: 'processing',
      first_title: '水壶',
      items: [{ title: '水壶' }],
    });
    const ready = await step({ status: 'ready_to_ship' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(ready.json().data.items[0].title).toBe('水壶');
    await setLanguage(member.id, 'zh');
    const shipped = await step(
      { status: 'shipped', shipping_company: 'SF', tracking_number: 'SF123' },
      { cookie: 'lan=en' },
    );
    expect(shipped.json().data.items[0].title).toBe('Kettle');
  });

  it('shows the store member its orders in its own language', async () => {
    const owner = await createStoreOwner(t, staff.reviewer);
    const product = await createStoreProduct(t, owner.token);
    const { buyer, orderId } = await buyFromStore(t, product.variants[0]!.id);
    const enTitle = (await orderDetail(t, buyer.token, orderId)).json().data.items[0].title as string;
    expect(enTitle).toMatch(/\(en\)$/);

    await setLanguage(owner.id, 'ko');
    const koTitle = enTitle.replace(/\(en\)$/, '(ko)');
    const one = await get(t, storePaths.order, { token: owner.token, query: { id: orderId } });
    expect(one.json().data).toMatchObject({ first_title: koTitle, items: [{ title: koTitle }] });
    const list = await get(t, storePaths.orders, { token: owner.token });
    expect(list.json().data.list[0]).toMatchObject({ id: orderId, items: [{ title: koTitle }] });
    // The buyer still reads it in English.
    expect((await orderDetail(t, buyer.token, orderId)).json().data.items[0].title).toBe(enTitle);
  });
});
