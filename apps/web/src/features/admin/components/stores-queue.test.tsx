// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminStore, adminStorePaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { setUpMallScreens } from './mall.testing';
import { StoresQueue } from './stores-queue';
import { storeApplication as application } from './stores.testing';

beforeAll(() => setUpMallScreens(['admin-finance', 'admin-stores']));

/** The queue's API: one page with the application until a decision, then an empty page. */
function stubQueue(decided: (body: unknown) => AdminStore) {
  let isDecided = false;
  return stubApi((request) => {
    if (request.method === 'POST') {
      isDecided = true;
      return { data: decided(request.body) };
    }
    return { data: { list: isDecided ? [] : [application], page: 1, per_page: 20, total: isDecided ? 0 : 1 } };
  });
}

function renderQueue() {
  renderWithProviders(
    <MemoryRouter>
      <StoresQueue params={{ status: 'pending', page: 1 }} onParamsChange={() => {}} />
    </MemoryRouter>,
  );
  return screen.findByTestId('admin-store-application-row');
}

describe('StoresQueue', () => {
  it('shows a waiting application with its shop and approves it after the confirmation', async () => {
    const sent = stubQueue(() => ({ ...application, status: 'approved', decided_by: 'reviewer' }));
    const row = await renderQueue();
    expect(row.textContent).toContain('alice');
    expect(row.textContent).toContain('Drinks · business code BR-2291');
    expect(row.textContent).toContain(i18n.t('admin-stores:statuses.pending'));
    expect(within(row).getByTestId('admin-store-link').getAttribute('href')).toBe('/admin/stores/5');
    expect(sent[0]).toMatchObject({ method: 'GET', path: adminStorePaths.list });

    const user = userEvent.setup();
    await user.click(within(row).getByTestId('admin-store-application-approve'));
    await user.click(await screen.findByTestId('admin-approve-confirm'));
    expect(await screen.findByText(i18n.t('admin-stores:approved'))).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: adminStorePaths.approve('5'), body: {} }),
    ]);
    await expect.poll(() => screen.queryByTestId('admin-store-application-row')).toBeNull();
  });

  it('rejects an application with the reason the member reads', async () => {
    const sent = stubQueue((body) => ({
      ...application,
      status: 'rejected',
      reason: (body as { reason: string }).reason,
    }));
    const row = await renderQueue();
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('admin-store-application-reject'));
    await user.type(await screen.findByTestId('admin-reason'), 'The logo is blurry');
    await user.click(screen.getByTestId('admin-reason-confirm'));
    expect(await screen.findByText(i18n.t('admin-stores:reject.done'))).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: adminStorePaths.reject('5'), body: { reason: 'The logo is blurry' } }),
    ]);
  });
});
