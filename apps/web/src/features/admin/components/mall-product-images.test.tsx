// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminProduct, mallAdminPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { savedProduct, setUpMallScreens } from './mall.testing';
import { MallProductImages } from './mall-product-images';

beforeAll(() => setUpMallScreens());

/** The saved product with one picture. */
const product: AdminProduct = {
  ...savedProduct,
  image_url: '/api/mall/images/3',
  images: [{ id: '3', url: '/api/mall/images/3' }],
};

describe('MallProductImages', () => {
  it('uploads a picture to the product and removes one by its id, through the staff routes', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: product }));
    renderWithProviders(<MallProductImages product={product} />);
    const pictures = screen.getByTestId('admin-mall-product-images');
    expect(pictures.querySelectorAll('img')).toHaveLength(1);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'mug.png', { type: 'image/png' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(sent.some((r) => r.path === mallAdminPaths.productImages('12'))).toBe(true));
    const form = sent.find((r) => r.path === mallAdminPaths.productImages('12'))!.body as FormData;
    expect((form.get('image') as File).name).toBe('mug.png');
    expect(await screen.findByText(i18n.t('admin-mall:product.imageSaved'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: i18n.t('admin-mall:product.removeImage') }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path === mallAdminPaths.productImage('3'))).toBe(true),
    );
  });
});
