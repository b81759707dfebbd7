// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { storeProduct as product } from './store-product.testing';
import { StoreProductForm } from './store-product-form';

beforeAll(() => loadEnglish(['stores']));

describe('StoreProductForm', () => {
  it('refuses a missing title and price, then creates a shop product with one variant and its first stock', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { ...product, id: '42' } }));
    const onDone = vi.fn();
    renderWithProviders(<StoreProductForm onDone={onDone} />);

    await user.click(screen.getByTestId('store-product-submit'));
    expect((await screen.findAllByText(i18n.t('errors:field.required'))).length).toBeGreaterThan(0);
    expect(sent.some((request) => request.path === storePaths.products)).toBe(false);

    await user.type(screen.getByTestId('store-product-title'), 'Green tea');
    await user.type(screen.getByTestId('store-product-price'), '12.5');
    await user.clear(screen.getByTestId('store-product-stock'));
    await user.type(screen.getByTestId('store-product-stock'), '6');
    await user.click(screen.getByTestId('store-product-submit'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('42'));
    const created = sent.find((request) => request.path === storePaths.products)!;
    expect(created.body).toEqual({
      price: '12.5',
      shipping_fee: '0',
      pickup_allowed: true,
      category_id: null,
      product_type: 'goods',
      sort: 0,
      texts: { en: { title: 'Green tea', description: '' } },
      variants: [{ label: i18n.t('stores:products.defaultVariant'), sort: 0, stock: 6 }],
    });
  });

  it('edits the English text and price and keeps the other languages, the category and the order', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: product }));
    const onDone = vi.fn();
    renderWithProviders(<StoreProductForm product={product} onDone={onDone} />);
    expect(screen.queryByTestId('store-product-stock')).toBeNull();
    // The wire's six places are not what a store owner typed: the inputs start as people write money.
    expect(screen.getByTestId<HTMLInputElement>('store-product-price').value).toBe('25');
    expect(screen.getByTestId<HTMLInputElement>('store-product-shipping-fee').value).toBe('3');

    await user.clear(screen.getByTestId('store-product-price'));
    await user.type(screen.getByTestId('store-product-price'), '27');
    await user.click(screen.getByTestId('store-product-submit'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('41'));
    const edited = sent.find((request) => request.path === storePaths.productUpdate)!;
    expect(edited.body).toEqual({
      id: '41',
      price: '27',
      shipping_fee: '3',
      pickup_allowed: true,
      category_id: null,
      product_type: 'goods',
      sort: 2,
      texts: { en: { title: 'Oolong tea', description: '100 g' }, zh: { title: '乌龙茶', description: '100 克' } },
    });
  });
});
