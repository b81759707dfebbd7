// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminStore, adminPaths, adminStorePaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { type SentRequest, renderWithProviders, stubApi } from '@/test/render';
import { setUpMallScreens } from './mall.testing';
import { StoreDetail, storeMapUrl } from './stores-detail';
import { storeApplication } from './stores.testing';

beforeAll(async () => {
  await setUpMallScreens(['admin-finance', 'admin-stores']);
  // jsdom has no object URLs; the logo is shown through one.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:logo' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
});

const store: AdminStore = {
  ...storeApplication,
  status: 'approved',
  decided_at: '2026-11-25T12:00:00.000Z',
  decided_by: 'reviewer',
};

/** The store page's API: the store (suspended once the POST went through), its logo, the staff member, the payout run. */
function stubStore(permissions: string[]) {
  let current = store;
  return stubApi((request: SentRequest) => {
    if (request.path === adminPaths.me) return { data: { username: 'reviewer', role: 'compliance', permissions } };
    if (request.path === adminStorePaths.payoutRun) return { data: { paid_orders: 3 } };
    if (request.path === adminStorePaths.suspend('5')) {
      current = { ...store, status: 'suspended', reason: (request.body as { reason: string }).reason };
      return { data: current };
    }
    return { data: current };
  });
}

const renderStore = () =>
  renderWithProviders(
    <MemoryRouter>
      <StoreDetail id="5" />
    </MemoryRouter>,
  );

describe('StoreDetail', () => {
  it('shows the store with its logo and suspends it with a reason', async () => {
    const sent = stubStore(['stores.review']);
    renderStore();
    expect(await screen.findByText('BR-2291')).toBeTruthy();
    expect(screen.getByText('alice').getAttribute('href')).toBe('/admin/members/7');
    // Its products and orders: the back office's lists, filtered to this store.
    expect(screen.getByTestId('admin-store-products-link').getAttribute('href')).toBe('/admin/mall/products?store=5');
    expect(screen.getByTestId('admin-store-orders-link').getAttribute('href')).toBe('/admin/mall/orders?store=5');
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('blob:logo');
    expect(sent.some((r) => r.path === adminStorePaths.logo('5'))).toBe(true);
    expect(screen.queryByTestId('admin-store-approve')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-store-suspend'));
    await user.type(await screen.findByTestId('admin-reason'), 'Sells fakes');
    await user.click(screen.getByTestId('admin-reason-confirm'));
    expect(await screen.findByText(i18n.t('admin-stores:suspend.done'))).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: adminStorePaths.suspend('5'), body: { reason: 'Sells fakes' } }),
    ]);
    // The page reads the store again: suspended, with why, and nothing left to decide.
    expect(await screen.findByText('Sells fakes')).toBeTruthy();
    expect(within(screen.getAllByTestId('admin-store-status')[0]!).getByText('Suspended')).toBeTruthy();
    expect(screen.queryByTestId('admin-store-suspend')).toBeNull();
  });

  it('runs the payouts for staff who may and says how many orders were paid', async () => {
    const sent = stubStore(['stores.review']);
    renderStore();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('admin-store-payouts-run'));
    expect((await screen.findByTestId('admin-store-payouts-result')).textContent).toBe('Orders paid: 3');
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([adminStorePaths.payoutRun]);
  });

  it('leaves the payout run out for staff without the permission', async () => {
    stubStore([]);
    renderStore();
    expect(await screen.findByText('BR-2291')).toBeTruthy();
    expect(screen.queryByTestId('admin-store-payouts-run')).toBeNull();
  });

  it('links the place to a map at the coordinates the member gave', () => {
    expect(storeMapUrl({ latitude: 3.139, longitude: 101.6869 })).toBe(
      'https://www.openstreetmap.org/?mlat=3.139&mlon=101.6869#map=16/3.139/101.6869',
    );
  });
});
