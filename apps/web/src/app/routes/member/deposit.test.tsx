// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { type DepositOptions, moneyDeskPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import DepositPage from './deposit';

beforeAll(() => loadEnglish(['wallet']));

const fiat: DepositOptions['fiat'] = {
  open: '00:00',
  close: '23:59',
  time_zone: 'Asia/Singapore',
  is_open_now: true,
  is_pending: false,
  credit_hours: 2,
  payment_reference: 'TD42-1',
  country: 'SGP',
  currency: 'SGD',
  buy_rate: '1.000000',
  payee: null,
};
const emptyPage = { list: [], page: 1, per_page: 20, total: 0 };

function renderWith(options: DepositOptions) {
  stubApi((request) => ({ data: request.path === moneyDeskPaths.depositOptions ? options : emptyPage }));
  renderWithProviders(
    <MemoryRouter initialEntries={['/web/transaction/deposit']}>
      <DepositPage />
    </MemoryRouter>,
  );
}

describe('DepositPage (D7)', () => {
  it('opens on bank transfer when no crypto network is configured', async () => {
    renderWith({ networks: [], fiat: { ...fiat, payee } });
    expect(await screen.findByTestId('fiat-deposit-form')).toBeTruthy();
    expect(screen.queryByTestId('deposit-no-methods')).toBeNull();
  });

  it('opens on crypto when a network has an address', async () => {
    renderWith({ networks: [{ network: 'BEP20_USDT', address: `0x${'a'.repeat(40)}` }], fiat });
    expect(await screen.findByTestId('deposit-tabs')).toBeTruthy();
    expect(await screen.findByText(i18n.t('wallet:deposit.networks.BEP20_USDT'))).toBeTruthy();
    expect(screen.queryByTestId('fiat-deposit-form')).toBeNull();
  });

  it('says deposits are not available when neither a network nor a payee is set', async () => {
    renderWith({ networks: [], fiat });
    expect((await screen.findByTestId('deposit-no-methods')).textContent).toBe(i18n.t('wallet:deposit.noMethods'));
  });
});

const payee = {
  currency: 'SGD',
  bank_name: 'DBS Bank',
  account_name: 'Tandem Pte Ltd',
  account_number: '003-123456-7',
  branch: '',
  notes: '',
};
