// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminChainDepositRow, chainDepositFinancePaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { chainDepositRecord } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { ChainDepositQueue } from './chain-deposit-queue';

beforeAll(() => loadEnglish(['admin', 'admin-finance']));

const row = (id: string, overrides: Partial<AdminChainDepositRow> = {}): AdminChainDepositRow => ({
  ...chainDepositRecord(id, 'unmatched'),
  amount: '1234.500000',
  member_id: null,
  submitted_by_member_id: null,
  dismiss_reason: null,
  ...overrides,
});
const page = (list: AdminChainDepositRow[]) => ({ data: { list, page: 1, per_page: 20, total: list.length } });

function renderQueue(status: AdminChainDepositRow['status']) {
  renderWithProviders(
    <MemoryRouter>
      <ChainDepositQueue params={{ status, page: 1 }} onParamsChange={() => {}} />
    </MemoryRouter>,
  );
}

describe('ChainDepositQueue', () => {
  it('shows an unmatched transfer with its hint, and assigns it to a member by username', async () => {
    let assigned = false;
    const sent = stubApi((request) => {
      if (request.method === 'GET') return page(assigned ? [] : [row('a', { submitted_by_member_id: '7' })]);
      const body = request.body as { username: string };
      if (body.username === 'nobody')
        return { status: 400, code: 1003, message: 'VALIDATION_ERROR', data: { fields: { username: 'invalid' } } };
      assigned = true;
      return { data: { ...row('a'), status: 'credited' } };
    });
    renderQueue('unmatched');
    const card = await screen.findByTestId('admin-chain-deposit-row');
    expect(card.textContent).toContain(`0x${'a'.repeat(64)}`);
    expect(card.textContent).toContain(`0x${'1'.repeat(40)}`);
    expect(card.textContent).toContain('1,234.50 USDT');
    expect(card.textContent).toContain(i18n.t('admin-finance:chainDeposit.block', { block: '42' }));
    expect(within(card).getByText(i18n.t('admin-finance:chainDeposit.submittedBy', { id: '7' }))).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', path: chainDepositFinancePaths.queue });

    const user = userEvent.setup();
    await user.click(within(card).getByTestId('admin-chain-deposit-assign'));
    await user.type(await screen.findByTestId('admin-chain-deposit-username'), 'nobody');
    await user.click(screen.getByTestId('admin-chain-deposit-assign-confirm'));
    expect(await screen.findByText(i18n.t('admin-finance:chainDeposit.noSuchMember'))).toBeTruthy();

    await user.clear(screen.getByTestId('admin-chain-deposit-username'));
    await user.type(screen.getByTestId('admin-chain-deposit-username'), 'alice');
    await user.click(screen.getByTestId('admin-chain-deposit-assign-confirm'));
    expect(await screen.findByText(i18n.t('admin-finance:chainDeposit.assigned'))).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: chainDepositFinancePaths.assign('a'), body: { username: 'nobody' } }),
      expect.objectContaining({ path: chainDepositFinancePaths.assign('a'), body: { username: 'alice' } }),
    ]);
    await expect.poll(() => screen.queryByTestId('admin-chain-deposit-row')).toBeNull();
  });

  it("words the server's own dismiss reasons and keeps a staff member's as typed", async () => {
    stubApi(() =>
      page([
        row('b', { status: 'dismissed', dismiss_reason: 'dust' }),
        row('c', { status: 'dismissed', dismiss_reason: 'manual_deposit:5' }),
        row('d', { status: 'dismissed', dismiss_reason: 'refunded on chain' }),
      ]),
    );
    renderQueue('dismissed');
    const cards = await screen.findAllByTestId('admin-chain-deposit-row');
    expect(cards[0]!.textContent).toContain(i18n.t('admin-finance:chainDeposit.reasons.dust'));
    expect(cards[1]!.textContent).toContain(i18n.t('admin-finance:chainDeposit.reasons.manualDeposit', { id: '5' }));
    expect(cards[2]!.textContent).toContain('refunded on chain');
    expect(screen.queryByTestId('admin-chain-deposit-assign')).toBeNull();
  });
});
