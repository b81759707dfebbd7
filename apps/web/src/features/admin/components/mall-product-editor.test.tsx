// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mallAdminPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { savedProduct as saved, setUpMallScreens } from './mall.testing';
import { MallProductEditor } from './mall-product-editor';

beforeAll(() => setUpMallScreens());

describe('MallProductEditor', () => {
  it('creates a product with its English text and first variant; an empty variant price is the product price', async () => {
    const sent = stubApi((request) =>
      request.method === 'GET' ? { data: [] } : { data: { ...saved, id: '13', mall: 'shop' } },
    );
    const onCreated = vi.fn();
    renderWithProviders(<MallProductEditor product={null} onCreated={onCreated} />);
    const user = userEvent.setup();

    // English is required: without it nothing is sent and the English tab shows the field's error.
    await user.click(screen.getByTestId('admin-mall-product-save'));
    expect(await screen.findAllByText(i18n.t('errors:field.required'))).not.toHaveLength(0);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByTestId('admin-mall-title-en'), 'T-shirt');
    await user.type(screen.getByTestId('admin-mall-product-price'), '12.5');
    await user.type(screen.getByTestId('admin-mall-variant-label-0'), 'M');
    await user.clear(screen.getByTestId('admin-mall-variant-stock-0'));
    await user.type(screen.getByTestId('admin-mall-variant-stock-0'), '5');
    await user.click(screen.getByTestId('admin-mall-variant-add'));
    await user.type(screen.getByTestId('admin-mall-variant-label-1'), 'XL');
    await user.type(screen.getByTestId('admin-mall-variant-price-1'), '14');
    await user.click(screen.getByTestId('admin-mall-product-save'));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('13'));
    const post = sent.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(mallAdminPaths.products);
    expect(post.body).toMatchObject({
      mall: 'shop',
      category_id: null,
      price: '12.5',
      shipping_fee: '0',
      pickup_allowed: false,
      variants: [
        { label: 'M', price: null, stock: 5, sort: 0 },
        { label: 'XL', price: '14', stock: 0, sort: 0 },
      ],
    });
    expect((post.body as { texts: Record<string, unknown> }).texts.en).toEqual({ title: 'T-shirt', description: '' });
  });

  it('saves a product that exists without its mall or variants, which change on their own', async () => {
    const sent = stubApi((request) => (request.method === 'GET' ? { data: [] } : { data: saved }));
    renderWithProviders(<MallProductEditor product={saved} onCreated={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByTestId('admin-mall-product-price')).toHaveProperty('value', '30');
    expect(screen.getByTestId('admin-mall-product-shipping')).toHaveProperty('value', '2.5');
    await user.click(screen.getByTestId('admin-mall-product-save'));

    await vi.waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(mallAdminPaths.product('12'));
    expect(put.body).toMatchObject({ price: '30', shipping_fee: '2.5', pickup_allowed: true, sort: 3 });
    expect(put.body).not.toHaveProperty('mall');
    expect(put.body).not.toHaveProperty('variants');
    expect((put.body as { texts: Record<string, unknown> }).texts.zh).toEqual({ title: '杯子', description: '' });
  });
});
