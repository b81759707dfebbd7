// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { type LiabilityReport, financePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { FinanceLiabilities } from './finance-liabilities';

beforeAll(() => loadEnglish(['admin', 'admin-finance']));

const report = (overrides: Partial<LiabilityReport> = {}): LiabilityReport => ({
  generated_at: '2026-11-02T04:00:00.000Z',
  member_balances: [{ account: 'point1', asset: 'USDT', total: '95.000000', accounts: 1 }],
  owed_usdt_total: '95.000000',
  withdrawals: [],
  approved_unpaid: '0.000000',
  pending_deposits: { count: 0, amount: '0.000000' },
  platform: [
    {
      account: 'fee_revenue',
      asset: 'USDT',
      nature: 'income',
      money_in: '5.000000',
      money_out: '0.000000',
      net: '5.000000',
    },
  ],
  ...overrides,
});

describe('FinanceLiabilities', () => {
  it('says what each platform column means, names the account’s nature and shows fee income as positive', async () => {
    const sent = stubApi(() => ({ data: report() }));
    renderWithProviders(<FinanceLiabilities />);
    const row = await screen.findByTestId('admin-liability-platform-fee_revenue-USDT');
    expect(row.textContent).toContain(i18n.t('admin-finance:liability.nature.income'));
    // Shown in two places (D6), each figure keeping its exact value: in 5, out 0, net +5.
    expect(row.textContent).toContain('5.00');
    expect(row.textContent).not.toContain('-5.00');
    expect([...row.querySelectorAll('[data-amount]')].map((e) => e.getAttribute('data-amount'))).toEqual([
      '5.000000',
      '0.000000',
      '5.000000',
    ]);
    expect(screen.getByText(i18n.t('admin-finance:liability.columnsHint'))).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', path: financePaths.liabilities });
  });

  it('tells an empty table apart from a broken one', async () => {
    stubApi(() => ({ data: report({ withdrawals: [], platform: [] }) }));
    renderWithProviders(<FinanceLiabilities />);
    const page = await screen.findByTestId('admin-liabilities');
    expect(within(page).getByText(i18n.t('admin-finance:liability.noWithdrawals'))).toBeTruthy();
    expect(within(page).getByText(i18n.t('admin-finance:liability.noPlatformMovements'))).toBeTruthy();
  });
});
