// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adjustmentPaths, adminPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render';
import { FinanceAdjustments } from './finance-adjustments';
import { setUpMallScreens } from './mall.testing';

// The reason field's autosize listens to document.fonts, which jsdom lacks.
beforeAll(() => setUpMallScreens(['admin-finance']));

const alice = {
  id: '7',
  username: 'alice88',
  email: 'alice@example.test',
  fullname: 'Alice Tan',
  status: 'active',
  kyc_status: 'approved',
  sponsor_username: 'root',
  created_at: '2026-11-01T00:00:00Z',
};

describe('FinanceAdjustments request form', () => {
  it('finds the member by username and sends their id, never asking for a number', async () => {
    const sent = stubApi((request) => {
      if (request.path === adminPaths.members) return { data: { list: [alice], page: 1, per_page: 20, total: 1 } };
      if (request.method === 'POST') return { data: null };
      if (request.path === adminPaths.me)
        return { data: { id: '1', username: 'maker', role: 'finance', permissions: [] } };
      return { data: { list: [], page: 1, per_page: 20, total: 0 } };
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <FinanceAdjustments params={{ status: 'pending', page: 1 }} onParamsChange={() => {}} />
      </MemoryRouter>,
    );
    await user.type(await screen.findByTestId('admin-adjustment-member'), 'ali');
    await user.click(await screen.findByText('alice88', {}, { timeout: 3000 }));
    await user.type(screen.getByTestId('admin-adjustment-amount'), '12.5');
    await user.type(screen.getByTestId('admin-adjustment-reason'), 'Refund of a double fee');
    await user.click(screen.getByTestId('admin-adjustment-submit'));
    const post = await vi.waitFor(() => {
      const request = sent.find((r) => r.method === 'POST' && r.path === adjustmentPaths.list);
      if (!request) throw new Error('no request sent yet');
      return request;
    });
    expect(post.body).toMatchObject({ member_id: '7', amount: '12.5', direction: 'credit', wallet: 'point1' });
    const search = sent.find((r) => r.path === adminPaths.members);
    expect(search).toBeDefined();
  });
});
