// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PinInfo, pinPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { BuyPinsForm } from './buy-pins-form';

beforeAll(() => loadEnglish(['pins']));

const info: PinInfo = {
  price: '50.000000',
  validity_days: 365,
  required_for: [],
  activated: false,
  activated_at: null,
  valid_count: 0,
};

const buyRequests = (sent: ReturnType<typeof stubApi>) => sent.filter((request) => request.path === pinPaths.buy);

describe('BuyPinsForm', () => {
  it('shows price × quantity and the cash balance, then asks for the secondary password and buys', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { codes: [], total: '100.000000', point1: '20.000000' } }));
    renderWithProviders(<BuyPinsForm info={info} cashBalance="120.000000" />);

    const quantity = screen.getByTestId('pin-buy-quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.getByTestId('pin-buy-price').textContent).toBe('50.00 USDT × 2');
    expect(screen.getByTestId('pin-buy-total').textContent).toBe('Total: 100.00 USDT');
    expect(screen.getByTestId('pin-buy-balance').textContent).toBe('Cash wallet: 120.00 USDT');
    expect(screen.queryByTestId('pin-buy-short')).toBeNull();

    await user.click(screen.getByTestId('pin-buy-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(buyRequests(sent)).toHaveLength(1));
    const [buy] = buyRequests(sent);
    expect(buy!.body).toEqual({ quantity: 2, sec_password: 'second-pass' });
    expect(buy!.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText(i18n.t('pins:buy.done'))).toBeTruthy();
  });

  it('warns when the cash wallet does not cover the total, and refuses a quantity over the batch limit', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: {} }));
    renderWithProviders(<BuyPinsForm info={info} cashBalance="60.000000" />);
    const quantity = screen.getByTestId('pin-buy-quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.getByTestId('pin-buy-short').textContent).toBe(i18n.t('pins:buy.notEnough'));

    await user.clear(quantity);
    await user.type(quantity, '21');
    await user.click(screen.getByTestId('pin-buy-submit'));
    expect(await screen.findByText(i18n.t('errors:field.invalid'))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-input')).toBeNull();
    expect(buyRequests(sent)).toHaveLength(0);
  });

  it('shows the server refusing for the balance under the quantity, and keeps the attempt key for a retry', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ status: 422, message: 'INSUFFICIAN_BALANCE' }));
    renderWithProviders(<BuyPinsForm info={info} cashBalance="500.000000" />);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByTestId('pin-buy-submit'));
      await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
      await user.click(screen.getByTestId('secondary-password-submit'));
      await waitFor(() => expect(buyRequests(sent)).toHaveLength(attempt + 1));
    }
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
    const [first, second] = buyRequests(sent);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });
});
