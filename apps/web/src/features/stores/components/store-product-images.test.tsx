// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_IMAGE_MAX_BYTES, storePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { storeProduct as product } from './store-product.testing';
import { StoreProductImages } from './store-product-images';

beforeAll(() => loadEnglish(['stores']));

const picture = { id: '5', url: `${storePaths.productImage}?id=5` };

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('StoreProductImages', () => {
  it('sends a picture with its product id', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { ...product, images: [picture], image_url: picture.url } }));
    renderWithProviders(<StoreProductImages product={product} />);
    expect(screen.getByText(i18n.t('stores:products.noImages'))).toBeTruthy();

    await user.upload(fileInput(), new File([new Uint8Array([137, 80, 78, 71])], 'tea.png', { type: 'image/png' }));
    await waitFor(() => expect(sent.some((request) => request.path === storePaths.productImages)).toBe(true));
    const form = sent.find((request) => request.path === storePaths.productImages)!.body as FormData;
    expect(form.get('id')).toBe('41');
    expect((form.get('image') as File).name).toBe('tea.png');
  });

  it('shows a picture fetched at the store’s own address and removes it by its id', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: product }));
    renderWithProviders(<StoreProductImages product={{ ...product, images: [picture], image_url: picture.url }} />);
    expect(screen.getAllByTestId('store-product-image')).toHaveLength(1);
    // The thumbnail is fetched with the session, at the store's own picture address.
    await waitFor(() => expect(sent.some((request) => request.path === storePaths.productImage)).toBe(true));
    await user.click(screen.getByRole('button', { name: i18n.t('stores:products.removeImage') }));
    await waitFor(() =>
      expect(sent.find((request) => request.path === storePaths.productImageRemove)?.body).toEqual({ id: '5' }),
    );
  });

  it('refuses a file above the staff’s size limit before sending it', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: product }));
    renderWithProviders(<StoreProductImages product={product} />);
    const large = new File([new Uint8Array(PRODUCT_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), large);
    expect(await screen.findByText(i18n.t('errors:FILE_TOO_LARGE'))).toBeTruthy();
    expect(sent.some((request) => request.path === storePaths.productImages)).toBe(false);
  });
});
