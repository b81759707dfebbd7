// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminStorePaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render';
import { setUpMallScreens } from './mall.testing';
import { StoresList, readStoreListFilters } from './stores-list';
import { storeApplication } from './stores.testing';

beforeAll(() => setUpMallScreens(['admin-stores']));

describe('StoresList', () => {
  it('lists the stores with a link to each and filters them by status from page 1', async () => {
    const sent = stubApi(() => ({ data: { list: [storeApplication], page: 2, per_page: 20, total: 21 } }));
    const onParamsChange = vi.fn();
    renderWithProviders(
      <MemoryRouter>
        <StoresList params={{ page: 2 }} onParamsChange={onParamsChange} />
      </MemoryRouter>,
    );
    const link = await screen.findByTestId('admin-store-link');
    expect(link.textContent).toBe('Lucky Tea');
    expect(link.getAttribute('href')).toBe('/admin/stores/5');
    expect(sent[0]).toMatchObject({ method: 'GET', path: adminStorePaths.list });

    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-stores-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Suspended', hidden: true }));
    expect(onParamsChange).toHaveBeenCalledWith({ page: 1, status: 'suspended' });
  });

  it('reads only a known status from the address', () => {
    expect(readStoreListFilters(new URLSearchParams('status=approved'))).toEqual({ status: 'approved' });
    expect(readStoreListFilters(new URLSearchParams('status=closed'))).toEqual({ status: undefined });
  });
});
