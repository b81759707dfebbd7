// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderWithProviders } from '@/test/render';
import { openKycHint } from './kyc-hint-dialog';

beforeAll(() => loadEnglish(['help']));

describe('the KYC hint dialog (spec: kyc_hint when withdrawing without approved KYC)', () => {
  it("says why in the spec's words, where verification stands, and goes to verification on request", async () => {
    renderWithProviders(null);
    const onVerify = vi.fn();
    await openKycHint({ status: 'none', onVerify });

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Identity verification needed');
    expect(screen.getByTestId('kyc-hint-message').textContent).toBe(
      'Please complete identity verification (KYC) before you withdraw.',
    );
    expect(screen.getByTestId('kyc-hint-status').textContent).toMatch(/identity card or passport/);
    await userEvent.click(screen.getByTestId('kyc-hint-verify'));
    expect(onVerify).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the status instead while documents are reviewed, and "Later" only closes', async () => {
    renderWithProviders(null);
    const onVerify = vi.fn();
    await openKycHint({ status: 'pending', onVerify });

    expect((await screen.findByTestId('kyc-hint-status')).textContent).toMatch(/being reviewed/);
    expect(screen.getByTestId('kyc-hint-verify').textContent).toBe('View status');
    await userEvent.click(screen.getByTestId('kyc-hint-later'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('shows no status line when only the server refusal said so', async () => {
    renderWithProviders(null);
    await openKycHint({ onVerify: () => {} });
    await screen.findByTestId('kyc-hint-message');
    expect(screen.queryByTestId('kyc-hint-status')).toBeNull();
    expect(screen.getByTestId('kyc-hint-verify').textContent).toBe('Verify now');
  });
});
