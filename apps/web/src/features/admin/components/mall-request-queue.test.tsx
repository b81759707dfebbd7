// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminOrderRequest, mallAdminPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { setUpMallScreens } from './mall.testing';
import { MallRequestQueue } from './mall-request-queue';

beforeAll(() => setUpMallScreens(['admin-finance']));

const request: AdminOrderRequest = {
  id: '3',
  order_id: '41',
  kind: 'exchange',
  reason: 'Wrong size',
  status: 'pending',
  staff_answer: null,
  created_at: '2026-11-25T10:00:00.000Z',
  answered_at: null,
  member_id: '7',
  member_username: 'alice',
  order_status: 'received',
  order_received_at: '2026-11-24T10:00:00.000Z',
  answered_by: null,
};

describe('MallRequestQueue', () => {
  it("shows a pending request with its order and the member's words, and approves it with an answer", async () => {
    let isAnswered = false;
    const sent = stubApi((sentRequest) => {
      if (sentRequest.method === 'POST') {
        isAnswered = true;
        return { data: { ...request, status: 'approved', staff_answer: 'Send it back, we swap it' } };
      }
      return { data: { list: isAnswered ? [] : [request], page: 1, per_page: 20, total: isAnswered ? 0 : 1 } };
    });
    renderWithProviders(
      <MemoryRouter>
        <MallRequestQueue params={{ status: 'pending', page: 1 }} onParamsChange={() => {}} />
      </MemoryRouter>,
    );
    const row = await screen.findByTestId('admin-mall-request-row');
    expect(row.textContent).toContain('alice');
    expect(row.textContent).toContain('Wrong size');
    expect(row.textContent).toContain(i18n.t('admin-mall:requestKind.exchange'));
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/admin/mall/orders/41');
    expect(sent[0]).toMatchObject({ method: 'GET', path: mallAdminPaths.requests });

    const user = userEvent.setup();
    await user.click(within(row).getByTestId('admin-mall-request-approve'));
    await user.type(await screen.findByTestId('admin-reason'), 'Send it back, we swap it');
    await user.click(screen.getByTestId('admin-reason-confirm'));
    expect(await screen.findByText(i18n.t('admin-mall:request.approved'))).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: mallAdminPaths.requestAnswer('3'),
        body: { decision: 'approved', answer: 'Send it back, we swap it' },
      }),
    ]);
    await expect.poll(() => screen.queryByTestId('admin-mall-request-row')).toBeNull();
  });
});
