// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WalletInfo, walletPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { wallet } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { SwapForm } from './swap-form';

beforeAll(() => loadEnglish(['wallet']));

/** A member with profit in both profit wallets, offered both swaps into cash. */
const withProfit: WalletInfo = {
  ...wallet,
  point2: '40.000000',
  point3: '70.000000',
  swaps: [
    { from: 'point2', to: 'point1' },
    { from: 'point3', to: 'point1' },
  ],
};

describe('SwapForm', () => {
  it('validates with the contract, sends the chosen direction and asks for the secondary password', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: {} }));
    renderWithProviders(<SwapForm wallet={withProfit} />);

    await user.click(screen.getByTestId('swap-submit'));
    expect(await screen.findByText(i18n.t('errors:field.required'))).toBeTruthy();
    expect(sent).toHaveLength(0);

    // The second direction: point3 into cash.
    await user.click(screen.getByText(i18n.t('wallet:names.point3')));
    expect(screen.getByTestId('swap-direction').textContent).toBe(
      i18n.t('wallet:swap.direction', { from: i18n.t('wallet:names.point3'), to: i18n.t('wallet:names.point1') }),
    );
    await user.type(screen.getByTestId('swap-amount'), '30');
    await user.click(screen.getByTestId('swap-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(sent.some((request) => request.path === walletPaths.changeWallet)).toBe(true));
    const swap = sent.find((request) => request.path === walletPaths.changeWallet)!;
    expect(swap.body).toEqual({
      from_wallet: 'point3',
      to_wallet: 'point1',
      amount: '30',
      sec_password: 'second-pass',
    });
    expect(swap.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText(i18n.t('wallet:swap.done'))).toBeTruthy();
  });

  it('shows a refusal the server gives for the amount under the amount', async () => {
    const user = userEvent.setup();
    stubApi(() => ({
      status: 400,
      message: 'INSUFFICIAN_BALANCE',
      data: { fields: { amount: 'INSUFFICIAN_BALANCE' } },
    }));
    renderWithProviders(<SwapForm wallet={withProfit} />);
    await user.type(screen.getByTestId('swap-amount'), '30');
    await user.click(screen.getByTestId('swap-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
  });

  it('refuses more than the chosen wallet holds before the secondary password; Max fills its balance', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: {} }));
    renderWithProviders(<SwapForm wallet={withProfit} />);
    await user.type(screen.getByTestId('swap-amount'), '41');
    await user.click(screen.getByTestId('swap-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByTestId('swap-amount-max'));
    expect((screen.getByTestId('swap-amount') as HTMLInputElement).value).toBe('40');
    await user.click(screen.getByText(i18n.t('wallet:names.point3')));
    await user.click(screen.getByTestId('swap-amount-max'));
    expect((screen.getByTestId('swap-amount') as HTMLInputElement).value).toBe('70');
  });

  it('offers nothing without a swap direction', () => {
    stubApi(() => ({ data: {} }));
    renderWithProviders(<SwapForm wallet={wallet} />);
    expect(screen.queryByTestId('swap-form')).toBeNull();
  });
});
