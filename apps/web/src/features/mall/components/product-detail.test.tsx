// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProductDetail as Product, mallPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { ProductDetail } from './product-detail';

beforeAll(() => loadEnglish(['mall']));

const mug: Product = {
  id: '5',
  mall: 'voucher',
  store_id: null,
  category_id: null,
  product_type: 'goods',
  title: 'Steel travel mug',
  description: 'Keeps tea hot.',
  price: '40.000000',
  shipping_fee: '5.000000',
  image_url: null,
  in_stock: true,
  pickup_allowed: false,
  images: [],
  variants: [
    { id: '8', label: '350 ml', price: '40.000000', stock: 0 },
    { id: '9', label: '500 ml', price: '45.000000', stock: 3 },
  ],
};

describe('ProductDetail', () => {
  it('starts on a variant in stock, prices it in points and adds the chosen quantity', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { mall: 'voucher', items: [] } }));
    renderWithProviders(<ProductDetail product={mug} />);
    expect(screen.getByTestId('mall-product-price').textContent).toBe('45.00 points');
    expect(screen.getByTestId('mall-stock').textContent).toBe(i18n.t('mall:stock', { count: 3 }));
    await user.clear(screen.getByTestId('mall-quantity'));
    await user.type(screen.getByTestId('mall-quantity'), '2');
    await user.click(screen.getByTestId('mall-add-to-cart'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: mallPaths.cartAdd, body: { variant_id: '9', quantity: 2 } });
    expect(await screen.findByText(i18n.t('mall:added'))).toBeTruthy();
  });

  it("says in the member's words why another mall's item cannot join the cart", async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 409, code: 7102, message: 'Incorrect Mall', data: { mall: 'shop' } }));
    renderWithProviders(<ProductDetail product={mug} />);
    await user.click(screen.getByTestId('mall-add-to-cart'));
    const notice = await screen.findByTestId('notice-error');
    expect(notice.textContent).toContain(i18n.t('Incorrect Mall', { ns: 'errors' }));
    expect(notice.textContent).not.toContain(i18n.t('errors:REQUEST_FAIL'));
  });
});
