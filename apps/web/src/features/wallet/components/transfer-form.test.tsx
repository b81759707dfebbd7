// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { wallet } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { TransferForm } from './transfer-form';

beforeAll(() => loadEnglish(['wallet']));

const receiver = { username: 'downline1', masked_name: 'D*** O***', relation: 'downline' };

describe('TransferForm', () => {
  it('checks the receiver, validates the amount with the contract, asks for the secondary password and sends the body', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request) =>
      request.path === walletPaths.checkReceiver
        ? { data: receiver }
        : { data: { id: '1', to_username: 'downline1', amount: '25.000000', fee: '0.250000', point1: '474.750000' } },
    );
    renderWithProviders(<TransferForm wallet={wallet} />);

    // Nothing typed: the contract's "required" shows under the name, and nothing is sent.
    await user.click(screen.getByTestId('transfer-check'));
    expect(await screen.findByText(i18n.t('errors:field.required'))).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByTestId('transfer-username'), '  downline1 ');
    await user.click(screen.getByTestId('transfer-check'));
    await screen.findByText(/D\*\*\* O\*\*\*/);
    expect(sent[0]).toMatchObject({ method: 'POST', path: walletPaths.checkReceiver, body: { username: 'downline1' } });

    // No amount: the contract schema's "required"; a pasted fraction is refused with its key; below the
    // minimum, the minimum. No secondary password is asked for any of them.
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText(i18n.t('errors:field.required'))).toBeTruthy();
    await user.click(screen.getByTestId('transfer-amount'));
    await user.paste('2.5');
    expect(await screen.findByText(i18n.t('errors:field.mustBeInteger'))).toBeTruthy();
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByTestId('transfer-amount'), '5');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText(i18n.t('wallet:transfer.belowMinimum', { min: '10' }))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();

    await user.clear(screen.getByTestId('transfer-amount'));
    await user.type(screen.getByTestId('transfer-amount'), '25');
    expect(screen.getByTestId('transfer-fee').textContent).toContain('0.25');
    await user.click(screen.getByTestId('transfer-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(sent.some((request) => request.path === walletPaths.walletTransfer)).toBe(true));
    const transfer = sent.find((request) => request.path === walletPaths.walletTransfer)!;
    expect(transfer.body).toEqual({ username: 'downline1', amount: '25', sec_password: 'second-pass' });
    expect(transfer.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(await screen.findByText(i18n.t('wallet:transfer.done'))).toBeTruthy();
  });

  it('shows a refusal the server gives for the amount under the amount', async () => {
    const user = userEvent.setup();
    stubApi((request) =>
      request.path === walletPaths.checkReceiver
        ? { data: receiver }
        : { status: 400, message: 'INSUFFICIAN_BALANCE', data: { fields: { amount: 'INSUFFICIAN_BALANCE' } } },
    );
    renderWithProviders(<TransferForm wallet={wallet} />);
    await user.type(screen.getByTestId('transfer-username'), 'downline1');
    await user.click(screen.getByTestId('transfer-check'));
    await screen.findByText(/D\*\*\* O\*\*\*/);
    await user.type(screen.getByTestId('transfer-amount'), '400');
    await user.click(screen.getByTestId('transfer-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
  });

  it('refuses more than the balance (fee included) before the secondary password, and Max fills what fits', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: receiver }));
    renderWithProviders(<TransferForm wallet={wallet} />);
    await user.type(screen.getByTestId('transfer-username'), 'downline1');
    await user.click(screen.getByTestId('transfer-check'));
    await screen.findByText(/D\*\*\* O\*\*\*/);
    // 496 + 1% fee is 500.96, more than the 500 in the cash wallet.
    await user.type(screen.getByTestId('transfer-amount'), '496');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText(i18n.t('errors:INSUFFICIAN_BALANCE'))).toBeTruthy();
    expect(screen.queryByTestId('secondary-password-modal')).toBeNull();
    expect(sent).toHaveLength(1);
    // The largest whole amount whose amount plus fee fits: 495 + 4.95.
    await user.click(screen.getByTestId('transfer-amount-max'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('495');
  });

  it('keeps the secondary-password prompt open with the error under it when the password is wrong', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const sent = stubApi((request) => {
      if (request.path === walletPaths.checkReceiver) return { data: receiver };
      attempts += 1;
      return attempts === 1
        ? { status: 422, message: 'INCORRECT_SEC_PASSWORD' }
        : { data: { id: '1', to_username: 'downline1', amount: '25.000000', fee: '0.250000', point1: '474.750000' } };
    });
    renderWithProviders(<TransferForm wallet={wallet} />);
    await user.type(screen.getByTestId('transfer-username'), 'downline1');
    await user.click(screen.getByTestId('transfer-check'));
    await screen.findByText(/D\*\*\* O\*\*\*/);
    await user.type(screen.getByTestId('transfer-amount'), '25');
    await user.click(screen.getByTestId('transfer-submit'));
    await user.type(await screen.findByTestId('secondary-password-input'), 'wrong-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    // The prompt stays, says why, and the member retypes only the password.
    expect(await screen.findByText(i18n.t('errors:INCORRECT_SEC_PASSWORD'))).toBeTruthy();
    const input = screen.getByTestId('secondary-password-input') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'second-pass');
    await user.click(screen.getByTestId('secondary-password-submit'));
    expect((await screen.findAllByText(i18n.t('wallet:transfer.done'))).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByTestId('secondary-password-input')).toBeNull());
    const transfers = sent.filter((request) => request.path === walletPaths.walletTransfer);
    expect(transfers.map((request) => (request.body as { sec_password: string }).sec_password)).toEqual([
      'wrong-pass',
      'second-pass',
    ]);
    // Both tries are one attempt of the same transfer: one Idempotency-Key.
    expect(transfers[1]!.headers['idempotency-key']).toBe(transfers[0]!.headers['idempotency-key']);
  });
});
