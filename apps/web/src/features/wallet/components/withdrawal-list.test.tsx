// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKUP_CHAIN_ID, type WithdrawalRecord, moneyDeskPaths, paths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { allDays } from '../record-days';
import { WithdrawalList } from './withdrawal-list';

beforeAll(() => loadEnglish(['wallet']));

const withdrawal = (id: string, status: WithdrawalRecord['status']): WithdrawalRecord => ({
  id,
  withdraw_type: 'crypto',
  wallet: 'point1',
  amount: '100.000000',
  fee: '2.000000',
  total: '102.000000',
  destination: `0x${id.repeat(40)}`,
  status,
  reject_reason: status === 'rejected' ? 'Wrong address' : null,
  paid_reference: null,
  business_day: '2026-11-20',
  expected_date: '2026-11-23',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  paid_at: null,
});

describe('WithdrawalList', () => {
  it('lists the withdrawals as cards; only a pending one can be cancelled, with a key of its own', async () => {
    const sent = stubApi((request) =>
      request.path === moneyDeskPaths.withdrawCancel
        ? { data: withdrawal('a', 'cancelled') }
        : {
            data: { list: [withdrawal('a', 'pending'), withdrawal('b', 'rejected')], page: 1, per_page: 20, total: 2 },
          },
    );
    renderWithProviders(<WithdrawalList range={allDays} page={1} onPageChange={() => {}} />);
    const cards = await screen.findAllByTestId('withdrawal-item');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1]!).getByText(i18n.t('wallet:withdraw.rejectReason', { reason: 'Wrong address' })),
    ).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('withdrawal-cancel')).toBeNull();

    await userEvent.setup().click(within(cards[0]!).getByTestId('withdrawal-cancel'));
    expect(await screen.findByText(i18n.t('wallet:withdraw.cancelled'))).toBeTruthy();
    const cancel = sent.find((request) => request.path === moneyDeskPaths.withdrawCancel);
    expect(cancel).toMatchObject({ method: 'POST', body: { id: 'a' } });
    expect(cancel?.headers['idempotency-key']).toBeTruthy();
  });
});

describe('WithdrawalList, a paid withdrawal (D22)', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  const paid = (id: string, type: WithdrawalRecord['withdraw_type'], reference: string): WithdrawalRecord => ({
    ...withdrawal(id, 'paid'),
    withdraw_type: type,
    paid_reference: reference,
    paid_at: '2026-11-21T09:00:00.000Z',
  });

  it('shows the payout tx hash with a BscScan link for the configured chain, and a bank reference, each copyable', async () => {
    stubApi((request) =>
      request.path === paths.global.lookup
        ? { data: { [LOOKUP_CHAIN_ID]: '97' } }
        : {
            data: {
              list: [paid('a', 'crypto', hash), paid('b', 'bank', 'DBS-778812')],
              page: 1,
              per_page: 20,
              total: 2,
            },
          },
    );
    renderWithProviders(<WithdrawalList range={allDays} page={1} onPageChange={() => {}} />);
    const cards = await screen.findAllByTestId('withdrawal-item');
    const link = await within(cards[0]!).findByRole('link');
    expect(link.getAttribute('href')).toBe(`https://testnet.bscscan.com/tx/${hash}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(cards[0]!).getByTestId('withdrawal-reference').textContent).toContain(hash);
    expect(within(cards[0]!).getByTestId('withdrawal-reference-copy')).toBeTruthy();

    expect(within(cards[1]!).getByTestId('withdrawal-reference').textContent).toContain('DBS-778812');
    expect(within(cards[1]!).getByText(i18n.t('wallet:withdraw.bankReference'), { exact: false })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(within(cards[1]!).getByTestId('withdrawal-reference-copy')).toBeTruthy();
  });
});
