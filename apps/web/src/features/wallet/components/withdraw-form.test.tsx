// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyDeskPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { boundAddress, wallet, withdrawRules } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { WithdrawForm } from './withdraw-form';

beforeAll(() => loadEnglish(['wallet']));

describe('WithdrawForm', () => {
  it('validates with the contract and the rules, asks for the secondary password and sends the body', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { id: '9' } }));
    renderWithProviders(<WithdrawForm wallet={wallet} rules={withdrawRules} payout={boundAddress} />);
    expect(screen.getByTestId('withdraw-destination-text').textContent).toContain(boundAddress.address);

    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(i18n.t('errors:field.required'))).toBeTruthy();
    await user.click(screen.getByTestId('withdraw-amount'));
    await user.paste('20.5');
    expect(await screen.findByText(i18n.t('errors:field.mustBeInteger'))).toBeTruthy();
    await user.type(screen.getByTestId('withdraw-amount'), '10');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(i18n.t('wallet:withdraw.outOfRange', { min: '20', max: '10000' }))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '100');
    // 2% of 100 is 2, above the 1 USDT minimum fee.
    expect(screen.getByTestId('withdraw-fee').textContent).toContain('2.00');
    expect(screen.getByTestId('withdraw-total').textContent).toContain('102.00');
    await user.click(screen.getByTestId('withdraw-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: moneyDeskPaths.withdraw,
      body: { amount: '100', wallet: 'point1', sec_password: 'second-pass' },
    });
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText(i18n.t('wallet:withdraw.done'))).toBeTruthy();
  });

  it('closing the secondary-password prompt sends nothing', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: {} }));
    renderWithProviders(<WithdrawForm wallet={wallet} rules={withdrawRules} payout={boundAddress} />);
    await user.type(screen.getByTestId('withdraw-amount'), '100');
    await user.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('secondary-password-input');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('secondary-password-input')).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('refuses an amount whose fee does not fit before the secondary password; Max is fee-aware', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: {} }));
    renderWithProviders(<WithdrawForm wallet={wallet} rules={withdrawRules} payout={boundAddress} />);
    // 491 + 2% (9.82) is 500.82, over the 500 in the cash wallet.
    await user.type(screen.getByTestId('withdraw-amount'), '491');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByTestId('withdraw-amount-max'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('490');
    expect(screen.getByTestId('withdraw-total').textContent).toContain('499.80');
  });
});
