// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { StoreApplyForm } from './store-apply-form';

beforeAll(() => loadEnglish(['stores']));

async function fillTexts(user: ReturnType<typeof userEvent.setup>, latitude: string) {
  await user.type(screen.getByTestId('store-shop-name'), 'Corner Tea');
  await user.type(screen.getByTestId('store-category'), 'Tea');
  await user.type(screen.getByTestId('store-business-code'), 'SG-42');
  await user.type(screen.getByTestId('store-latitude'), latitude);
  await user.type(screen.getByTestId('store-longitude'), '103.8318');
}

describe('StoreApplyForm', () => {
  it('needs a logo and a latitude within ±90 before anything is sent', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: null }));
    renderWithProviders(<StoreApplyForm />);
    await fillTexts(user, '91');
    await user.click(screen.getByTestId('store-apply-submit'));
    expect(await screen.findByTestId('store-logo-error')).toBeTruthy();
    expect(screen.getByText(i18n.t('stores:apply.logoRequired'))).toBeTruthy();
    expect(screen.getByText(i18n.t('errors:field.invalid'))).toBeTruthy();
    expect(sent.some((request) => request.path === storePaths.apply)).toBe(false);
  });

  it('sends the fields and the logo as one multipart application', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: null }));
    renderWithProviders(<StoreApplyForm />);
    await fillTexts(user, '1.3048');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('store-logo'), logo);
    await user.click(screen.getByTestId('store-apply-submit'));

    await waitFor(() => expect(sent.some((request) => request.path === storePaths.apply)).toBe(true));
    const form = sent.find((request) => request.path === storePaths.apply)!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'logo'))).toEqual({
      shop_name: 'Corner Tea',
      category: 'Tea',
      business_code: 'SG-42',
      latitude: '1.3048',
      longitude: '103.8318',
    });
    expect((form.get('logo') as File).name).toBe('logo.png');
  });
});
