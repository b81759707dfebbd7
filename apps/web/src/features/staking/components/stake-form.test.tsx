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

  it('shows a balance refusal under the amount', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 400, message: 'INSUFFICIAN_BALANCE' }));
    renderWithProviders(<StakeForm pkg={fixedPackage} today="2026-11-25" wallet={wallet} onDone={() => {}} />);
    await user.type(screen.getByTestId('stake-amount'), '1000');
    await user.click(screen.getByTestId('stake-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
  });
});
