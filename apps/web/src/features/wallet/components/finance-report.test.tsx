// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { type FinanceReport as Report, LOOKUP_BUSINESS_TZ, paths, recordPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { FinanceReport } from './finance-report';

beforeAll(() => loadEnglish(['wallet']));

const line = (type: string, wallet: string, totalIn: string, totalOut: string) => ({
  type,
  wallet: wallet as Report['lines'][number]['wallet'],
  count: 1,
  total_in: totalIn,
  total_out: totalOut,
  net: '0.000000',
});

describe('FinanceReport', () => {
  it('keeps money moved into a plan or between own wallets out of In and Out (D28)', async () => {
    const report: Report = {
      from: '2026-11-01',
      to: '2026-11-27',
      time_zone: 'Asia/Singapore',
      lines: [
        line('deposit', 'point1', '2000.000000', '0.000000'),
        line('stake', 'point1', '0.000000', '1300.000000'),
        line('stake', 'stake_lock', '1300.000000', '0.000000'),
        line('swap', 'point2', '0.000000', '40.000000'),
        line('swap', 'point1', '40.000000', '0.000000'),
        line('transfer', 'point1', '0.000000', '25.000000'),
      ],
    };
    stubApi((request) =>
      request.path === paths.global.lookup
        ? { data: { [LOOKUP_BUSINESS_TZ]: 'Asia/Singapore' } }
        : request.path === recordPaths.financeReport
          ? { data: report }
          : { status: 404, code: 1, message: 'NOT_FOUND', data: null },
    );
    renderWithProviders(<FinanceReport />);
    expect((await screen.findByTestId('report-total-in')).textContent).toContain('2,000.00');
    expect(screen.getByTestId('report-total-out').textContent).toContain('25.00');
    expect(screen.getByTestId('report-total-net').textContent).toContain('1,975.00');
    expect(screen.getByTestId('report-table').textContent).not.toContain('1,300.00');

    const moved = screen.getByTestId('report-moved');
    expect(within(moved).getByText('1,300.00')).toBeTruthy();
    expect(moved.textContent).toContain('40.00');
  });
});
