// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositOptions } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { FiatDeposit } from './fiat-deposit';

beforeAll(() => loadEnglish(['wallet']));

const fiat: DepositOptions['fiat'] = {
  open: '00:00',
  close: '23:59',
  time_zone: 'Asia/Singapore',
  is_open_now: true,
  is_pending: false,
  credit_hours: 2,
  payment_reference: 'TD42-3',
  country: 'MYS',
  currency: 'MYR',
  buy_rate: '4.500000',
  payee: {
    currency: 'MYR',
    bank_name: 'Maybank',
    account_name: 'Tandem Sdn Bhd',
    account_number: '5140 1234 5678',
    branch: '',
    notes: 'Transfers only from your own account',
  },
};

describe('FiatDeposit', () => {
  it('shows where to pay, the reference, the local amount and when it is credited (D2)', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ data: null }));
    renderWithProviders(<FiatDeposit fiat={fiat} />);
    expect(screen.getByTestId('fiat-payee-account_number').textContent).toBe('5140 1234 5678');
    expect(screen.queryByTestId('fiat-payee-branch')).toBeNull();
    expect(screen.getByTestId('fiat-payment-reference').textContent).toBe('TD42-3');
    expect(screen.getByTestId('fiat-payment-reference-copy')).toBeTruthy();
    expect(screen.getByText(i18n.t('wallet:deposit.creditTime', { hours: 2 }))).toBeTruthy();
    // Whole units only (D11): the decimal point is not taken.
    await user.type(screen.getByTestId('fiat-amount'), '100.5');
    expect((screen.getByTestId('fiat-amount') as HTMLInputElement).value).toBe('1005');
    // In the country's currency (decision 027), not its country code.
    expect(screen.getByTestId('fiat-local-amount').textContent).toContain('4522.50 MYR');
  });

  it('is locked and says why while a deposit is pending (D11)', () => {
    stubApi(() => ({ data: null }));
    renderWithProviders(<FiatDeposit fiat={{ ...fiat, is_pending: true }} />);
    expect(screen.getByTestId('fiat-pending').textContent).toBe(i18n.t('wallet:deposit.fiatPending'));
    expect((screen.getByTestId('fiat-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('fiat-amount').matches(':disabled')).toBe(true);
  });

  it('says so when no bank account is set for the country', () => {
    stubApi(() => ({ data: null }));
    renderWithProviders(<FiatDeposit fiat={{ ...fiat, payee: null }} />);
    expect(screen.getByTestId('fiat-no-payee').textContent).toBe(i18n.t('wallet:deposit.noPayee'));
  });
});
