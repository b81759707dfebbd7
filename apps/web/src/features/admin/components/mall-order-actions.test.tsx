// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminOrderDetail, type OrderStatus, mallAdminPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { setUpMallScreens } from './mall.testing';
import { MallOrderActions } from './mall-order-actions';

beforeAll(() => setUpMallScreens());

const order = (status: OrderStatus, staff_actions: OrderStatus[]): AdminOrderDetail => ({
  id: '41',
  mall: 'shop',
  store_id: null,
  status,
  pay_type: 'cash',
  delivery: 'ship',
  total: '25.000000',
  paid_usdt: '25.000000',
  paid_voucher: '0.000000',
  item_count: 1,
  first_title: 'T-shirt',
  first_image_url: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  goods_total: '20.000000',
  shipping_fee: '5.000000',
  ship_to: null,
  shipping_company: null,
  tracking_number: null,
  received_at: null,
  items: [],
  events: [],
  requests: [],
  exchange_until: null,
  error_until: null,
  member_actions: [],
  member_id: '7',
  member_username: 'alice',
  staff_actions,
});

describe('MallOrderActions', () => {
  it('offers the steps the server allows, and ships only with a company and a tracking number', async () => {
    const sent = stubApi(() => ({ data: {} }));
    renderWithProviders(<MallOrderActions order={order('ready_to_ship', ['shipped', 'cancelled'])} />);
    expect(screen.queryByTestId('admin-mall-move-processing')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-mall-move-shipped'));
    await user.click(await screen.findByTestId('admin-mall-ship-confirm'));
    // The contract's own check refuses empty fields before anything is sent.
    expect(await screen.findAllByText(i18n.t('errors:field.required'))).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await user.type(screen.getByTestId('admin-mall-ship-company'), 'SF Express');
    await user.type(screen.getByTestId('admin-mall-ship-tracking'), 'SF123456');
    await user.click(screen.getByTestId('admin-mall-ship-confirm'));
    expect(await screen.findByText(i18n.t('admin-mall:moved.shipped'))).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: mallAdminPaths.orderStatus('41'),
        body: { status: 'shipped', shipping_company: 'SF Express', tracking_number: 'SF123456' },
      }),
    ]);
  });

  it('cancels with the reason typed, and keeps the dialog open with the refusal when the server says no', async () => {
    let isRefused = true;
    const sent = stubApi(() =>
      isRefused ? { status: 409, code: 1, message: 'ORDER_STATUS_NOT_ALLOWED' } : { data: {} },
    );
    renderWithProviders(<MallOrderActions order={order('pending', ['processing', 'cancelled'])} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-mall-move-cancelled'));
    await user.type(await screen.findByTestId('admin-reason'), 'Out of stock at the warehouse');
    await user.click(screen.getByTestId('admin-reason-confirm'));
    // Said inside the dialog, not as a notice, so the reason typed stays.
    const refusal = await screen.findByText(i18n.t('errors:ORDER_STATUS_NOT_ALLOWED'));
    expect(refusal.closest('form')).not.toBeNull();
    expect(screen.getByTestId('admin-reason')).toHaveProperty('value', 'Out of stock at the warehouse');

    isRefused = false;
    await user.click(screen.getByTestId('admin-reason-confirm'));
    expect(await screen.findByText(i18n.t('admin-mall:moved.cancelled'))).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([
      { status: 'cancelled', reason: 'Out of stock at the warehouse' },
      { status: 'cancelled', reason: 'Out of stock at the warehouse' },
    ]);
  });

  it('asks before a plain step and says when nothing is left to do', async () => {
    const sent = stubApi(() => ({ data: {} }));
    const { unmount } = renderWithProviders(<MallOrderActions order={order('pending', ['processing', 'cancelled'])} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-mall-move-processing'));
    await user.click(await screen.findByTestId('admin-mall-move-confirm'));
    expect(await screen.findByText(i18n.t('admin-mall:moved.processing'))).toBeTruthy();
    expect(sent[0]).toMatchObject({ path: mallAdminPaths.orderStatus('41'), body: { status: 'processing' } });
    unmount();

    renderWithProviders(<MallOrderActions order={order('received', [])} />);
    expect(screen.getByTestId('admin-mall-order-no-actions').textContent).toBe(i18n.t('admin-mall:order.noActions'));
  });
});
