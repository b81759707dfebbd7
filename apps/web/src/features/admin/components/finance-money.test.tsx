// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { type LiabilityReport, type MemberWalletView, financePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { FinanceLiabilities } from './finance-liabilities';
import { MemberWalletStatement } from './member-wallet-statement';

beforeAll(() => loadEnglish(['admin', 'admin-finance']));

const report: LiabilityReport = {
  generated_at: '2026-11-27T01:00:00.000Z',
  member_balances: [{ account: 'point1', asset: 'USDT', total: '1500.250001', accounts: 3 }],
  owed_usdt_total: '1500.250001',
  withdrawals: [{ status: 'paid', count: 1, amount: '100.000000', fee: '5.000000' }],
  approved_unpaid: '0.000000',
  pending_deposits: { count: 1, amount: '2500.000000' },
  platform: [
    {
      account: 'treasury',
      asset: 'USDT',
      nature: 'asset',
      money_in: '2500.000000',
      money_out: '0.000000',
      net: '2500.000000',
    },
  ],
};

describe('back-office money (D6)', () => {
  it('shows liabilities with two places and grouping, keeping the exact value on the figure', async () => {
    stubApi(() => ({ data: report }));
    renderWithProviders(<FinanceLiabilities />);
    const owed = await screen.findByTestId('admin-liability-owed');
    expect(owed.textContent).toBe('1,500.25 USDT');
    expect(owed.querySelector('[data-amount]')?.getAttribute('data-amount')).toBe('1500.250001');
    const page = screen.getByTestId('admin-liabilities').textContent!;
    expect(page).toContain('2,500.00 USDT');
    expect(page).not.toMatch(/\d\.\d{6}/);
  });

  it('shows the ledger detail exactly, every micro unit, grouped', async () => {
    const view: MemberWalletView = {
      member: { id: '7', username: 'mira', fullname: null, status: 'active', kyc_status: 'approved' },
      balances: { point1: '1500.250001' },
      statement: {
        list: [
          {
            id: '1',
            journal_id: '1',
            type: 'deposit',
            account: 'point1',
            amount: '1500.250001',
            balance_after: '1500.250001',
            created_at: '2026-11-27T01:00:00.000Z',
          },
        ],
        page: 1,
        per_page: 20,
        total: 1,
      },
    };
    const sent = stubApi(() => ({ data: view }));
    renderWithProviders(<MemberWalletStatement memberId="7" />);
    expect((await screen.findByTestId('admin-member-balance-point1')).textContent).toBe('1,500.250001');
    expect(screen.getByTestId('admin-member-wallet').textContent).toContain('+1,500.250001');
    expect(sent[0]!.path).toBe(financePaths.memberWallet('7'));
  });
});
