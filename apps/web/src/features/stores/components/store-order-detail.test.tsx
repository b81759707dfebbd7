// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StoreOrder, storePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { StoreOrderDetail } from './store-order-detail';

beforeAll(() => loadEnglish(['stores', 'mall']));

const order = (fields: Partial<StoreOrder>): StoreOrder => ({
  id: '501',
  mall: 'shop',
  store_id: '7',
  status: 'processing',
  pay_type: 'cash',
  delivery: 'pickup',
  total: '25.000000',
  paid_usdt: '25.000000',
  paid_voucher: '0.000000',
  item_count: 1,
  first_title: 'Oolong tea',
  first_image_url: null,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  goods_total: '25.000000',
  shipping_fee: '0.000000',
  ship_to: null,
  shipping_company: null,
  tracking_number: null,
  received_at: null,
  items: [],
  events: [{ status: 'pending', at: '2026-11-20T00:00:00.000Z', actor: 'member', note: null }],
  requests: [],
  exchange_until: null,
  error_until: null,
  member_actions: [],
  store_actions: [],
  ...fields,
});

describe('StoreOrderDetail', () => {
  it('offers the steps the server allows: ready for pick-up is one call with the order and the step', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: order({ status: 'ready_pickup', store_actions: ['pickup_confirmed'] }) }));
    renderWithProviders(<StoreOrderDetail order={order({ store_actions: ['ready_pickup'] })} />);
    expect(screen.queryByTestId('store-order-confirm-pickup')).toBeNull();

    await user.click(screen.getByTestId('store-order-step-ready_pickup'));
    await waitFor(() => expect(sent.some((request) => request.path === storePaths.orderStep)).toBe(true));
    expect(sent.find((request) => request.path === storePaths.orderStep)!.body).toEqual({
      id: '501',
      status: 'ready_pickup',
    });
    expect(await screen.findByText(i18n.t('stores:orders.moved'))).toBeTruthy();
  });

  it('ships only with a company and a tracking number', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: order({ status: 'shipped', delivery: 'ship' }) }));
    renderWithProviders(
      <StoreOrderDetail order={order({ status: 'ready_to_ship', delivery: 'ship', store_actions: ['shipped'] })} />,
    );
    await user.click(screen.getByTestId('store-ship-submit'));
    expect((await screen.findAllByText(i18n.t('errors:field.required'))).length).toBe(2);

    await user.type(screen.getByTestId('store-ship-company'), 'SingPost');
    await user.type(screen.getByTestId('store-ship-tracking'), 'SG123');
    await user.click(screen.getByTestId('store-ship-submit'));
    await waitFor(() => expect(sent.some((request) => request.path === storePaths.orderStep)).toBe(true));
    expect(sent.find((request) => request.path === storePaths.orderStep)!.body).toEqual({
      id: '501',
      status: 'shipped',
      shipping_company: 'SingPost',
      tracking_number: 'SG123',
    });
  });

  it('shows no actions once the store has nothing left to do', () => {
    stubApi(() => ({ data: {} }));
    renderWithProviders(<StoreOrderDetail order={order({ status: 'pickup_confirmed' })} />);
    expect(screen.queryByTestId('store-order-actions')).toBeNull();
  });
});
