// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stakingPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fixedPackage, wallet } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { StakeForm } from './stake-form';

beforeAll(() => loadEnglish(['staking', 'wallet']));

describe('StakeForm', () => {
  it("checks the amount against the contract and the package's rules, asks for the secondary password and sends the body", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const sent = stubApi(() => ({ data: null }));
    renderWithProviders(<StakeForm pkg={fixedPackage} today="2026-11-25" wallet={wallet} onDone={onDone} />);
    expect(screen.getByTestId('stake-balance').textContent).toContain('500.00');

    await user.click(screen.getByTestId('stake-amount'));
    await user.paste('150.5');
    expect(await screen.findByText(i18n.t('errors:field.mustBeInteger'))).toBeTruthy();
    await user.type(screen.getByTestId('stake-amount'), '150');
    await user.click(screen.getByTestId('stake-submit'));
    expect(await screen.findByText(i18n.t('staking:form.problem.step', { step: '100' }))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();

    await user.clear(screen.getByTestId('stake-amount'));
    await user.type(screen.getByTestId('stake-amount'), '300');
    await screen.findByTestId('stake-preview');
    // The rate again, annualised simply over 260 business days, and the first term's estimate:
    // Thursday 2026-11-26 to Monday 2027-05-24 is 128 business days of 1.5 USDT.
    expect(screen.getByTestId('preview-rate').textContent).toBe(
      i18n.t('staking:yield.rateValue', { daily: '0.5', annual: '130' }),
    );
    expect(screen.getByTestId('preview-term-estimate').textContent).toBe('≈ 192.00 USDT');
    expect(screen.getByText(i18n.t('staking:yield.termEstimate', { days: 128 }))).toBeTruthy();
    await user.click(screen.getByTestId('stake-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: stakingPaths.staking,
      body: { package_id: '7', amount: '300', wallet: 'point1', sec_password: 'second-pass' },
    });
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('refuses more than the wallet holds before the secondary password; Max fills what fits the rules', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ status: 400, message: 'INSUFFICIAN_BALANCE' }));
    renderWithProviders(<StakeForm pkg={fixedPackage} today="2026-11-25" wallet={wallet} onDone={() => {}} />);
    await user.type(screen.getByTestId('stake-amount'), '1000');
    await user.click(screen.getByTestId('stake-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();
    expect(sent).toHaveLength(0);
    // 500 in the cash wallet, steps of 100.
    await user.click(screen.getByTestId('stake-amount-max'));
    expect((screen.getByTestId('stake-amount') as HTMLInputElement).value).toBe('500');
  });

  it('shows a balance refusal the server gives under the amount', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 400, message: 'INSUFFICIAN_BALANCE' }));
    renderWithProviders(<StakeForm pkg={fixedPackage} today="2026-11-25" wallet={wallet} onDone={() => {}} />);
    await user.type(screen.getByTestId('stake-amount'), '400');
    await user.click(screen.getByTestId('stake-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
  });
});
