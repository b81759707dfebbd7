// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Address, type Cart, mallPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { CheckoutForm } from './checkout-form';

beforeAll(() => loadEnglish(['mall']));

const line = {
  product_id: '3',
  title: 'Tote bag',
  variant_label: 'Natural',
  image_url: null,
  stock: 10,
  available: true,
  pickup_allowed: true,
};
const shopCart: Cart = {
  mall: 'shop',
  items: [{ ...line, variant_id: '7', unit_price: '15.000000', quantity: 2, line_total: '30.000000' }],
  goods_total: '30.000000',
  shipping_fee: '5.500000',
  total: '35.500000',
  pickup_allowed: true,
};
const home: Address = {
  id: '4',
  receiver: 'Mei Lin',
  phone: '+65 8123 4567',
  address: '21 Orchard Road',
  state: 'Central',
  postcode: '238852',
  country_id: 194,
  country_name: 'Singapore',
  is_default: true,
};

function renderCheckout(props: { cart?: Cart; balances?: { point1: string; point5: string } } = {}) {
  const onPlaced = vi.fn();
  renderWithProviders(
    <CheckoutForm
      cart={props.cart ?? shopCart}
      mall={(props.cart ?? shopCart).mall!}
      addresses={[home]}
      balances={props.balances ?? { point1: '100.000000', point5: '50.000000' }}
      defaultCountryId={194}
      onPlaced={onPlaced}
    />,
  );
  return onPlaced;
}

describe('CheckoutForm', () => {
  it('asks for a pay type, splits cash and voucher points, and pays with one key and the secondary password', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { id: '21' } }));
    const onPlaced = renderCheckout();
    expect(screen.getByTestId('mall-checkout-total').textContent).toBe('35.50 USDT');

    // Two ways to pay in the shop: the member has to choose one.
    await user.click(screen.getByTestId('mall-checkout-submit'));
    expect(await screen.findByText(i18n.t('errors:SELECT_PAY_TYPE'))).toBeTruthy();

    await user.click(screen.getByTestId('mall-pay-cash_voucher'));
    await user.type(screen.getByTestId('mall-checkout-cash'), '40');
    await user.click(screen.getByTestId('mall-checkout-submit'));
    expect(await screen.findByText(i18n.t('errors:CASH_EXCEEDS_TOTAL'))).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByTestId('mall-checkout-cash'));
    await user.type(screen.getByTestId('mall-checkout-cash'), '10.5');
    expect(screen.getByTestId('mall-checkout-from-cash').textContent).toBe('10.50 USDT');
    expect(screen.getByTestId('mall-checkout-from-voucher').textContent).toBe('25.00 points');
    await user.click(screen.getByTestId('mall-checkout-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: mallPaths.checkout,
      body: {
        delivery: 'ship',
        address_id: '4',
        pay_type: 'cash_voucher',
        cash_amount: '10.500000',
        sec_password: 'second-pass',
      },
    });
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ id: '21' }));
  });

  it('charges no shipping for a pick-up and sends no address', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { id: '22' } }));
    renderCheckout();
    await user.click(screen.getByText(i18n.t('mall:checkout.pickup')));
    expect(screen.getByTestId('mall-checkout-total').textContent).toBe('30.00 USDT');
    expect(screen.getByTestId('mall-checkout-shipping').textContent).toBe('0.00 USDT');
    await user.click(screen.getByTestId('mall-pay-cash'));
    await user.click(screen.getByTestId('mall-checkout-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ delivery: 'pickup', pay_type: 'cash', sec_password: 'second-pass' });
  });

  it('in the voucher mall pays in points only, and says so when the member has too few', async () => {
    const voucherCart: Cart = { ...shopCart, mall: 'voucher' };
    renderCheckout({ cart: voucherCart, balances: { point1: '500.000000', point5: '20.000000' } });
    expect(screen.queryByTestId('mall-pay-cash')).toBeNull();
    expect(screen.getByTestId('mall-checkout-from-voucher').textContent).toBe('35.50 points');
    expect(screen.getByTestId('mall-checkout-short').textContent).toBe(i18n.t('mall:checkout.shortVoucher'));
    expect((screen.getByTestId('mall-checkout-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
