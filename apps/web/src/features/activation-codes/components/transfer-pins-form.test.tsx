// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pinPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { TransferPinsForm } from './transfer-pins-form';

beforeAll(() => loadEnglish(['pins']));

const codes = ['7K3M-Q9XD-2HRW-B4TF', 'AB12-CD34-EF56-GH78'];

async function sendTransfer(user: ReturnType<typeof userEvent.setup>, receiver: string) {
  await user.click(screen.getByRole('checkbox', { name: new RegExp(codes[1]!) }));
  await user.type(screen.getByTestId('pin-transfer-username'), receiver);
  await user.click(screen.getByTestId('pin-transfer-submit'));
  await user.type(await screen.findByTestId('secondary-password-input'), 'second-pass');
  await user.click(screen.getByTestId('secondary-password-submit'));
}

describe('TransferPinsForm', () => {
  it('needs a code ticked, then sends the ticked codes to the receiver after the secondary password', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { codes: [codes[1]], to_username: 'carol1', created_at: '' } }));
    renderWithProviders(<TransferPinsForm validCodes={codes} />);

    await user.click(screen.getByTestId('pin-transfer-submit'));
    expect((await screen.findAllByText(i18n.t('errors:field.required'))).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('secondary-password-input')).toBeNull();

    await sendTransfer(user, 'carol1');
    await waitFor(() => expect(sent.some((request) => request.path === pinPaths.transfer)).toBe(true));
    const transfer = sent.find((request) => request.path === pinPaths.transfer)!;
    expect(transfer.body).toEqual({ codes: [codes[1]], to_username: 'carol1', sec_password: 'second-pass' });
    expect(transfer.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText(i18n.t('pins:transfer.done'))).toBeTruthy();
  });

  it('shows a receiver outside the team under the receiver, in the code’s words', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 422, message: 'RECEIVER_NOT_IN_TEAM', data: { fields: { to_username: 'invalid' } } }));
    renderWithProviders(<TransferPinsForm validCodes={codes} />);
    await sendTransfer(user, 'stranger');
    expect(await screen.findByText(i18n.t('errors:RECEIVER_NOT_IN_TEAM'))).toBeTruthy();
  });

  it('says there is nothing to transfer without a usable code', () => {
    stubApi(() => ({ data: {} }));
    renderWithProviders(<TransferPinsForm validCodes={[]} />);
    expect(screen.getByTestId('pin-transfer-none').textContent).toBe(i18n.t('pins:transfer.none'));
  });
});
