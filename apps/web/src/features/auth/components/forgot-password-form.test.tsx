// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

beforeAll(() => loadEnglish(['auth']));

describe('ForgotPasswordForm', () => {
  it('locks "Send code" for the address a code went to, not for a corrected address (D14)', async () => {
    const user = userEvent.setup();
    const sent = stubApi(() => ({ data: { resend_after_seconds: 60 } }));
    renderWithProviders(<ForgotPasswordForm onDone={() => {}} />);
    const button = () => screen.getByTestId('forgot-send-code') as HTMLButtonElement;

    await user.type(screen.getByTestId('forgot-email'), 'mistyped@example.com');
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(button().textContent).toBe(i18n.t('common:sendCode.wait', { seconds: 60 }));

    // The member corrects the address: a code may go to it at once.
    await user.clear(screen.getByTestId('forgot-email'));
    await user.type(screen.getByTestId('forgot-email'), 'right@example.com');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe(i18n.t('common:sendCode.send'));
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(
      sent.filter((request) => request.path === paths.global.sentOtp).map((r) => (r.body as { email: string }).email),
    ).toEqual(['mistyped@example.com', 'right@example.com']);

    // Back to the first address: still inside its own minute.
    await user.clear(screen.getByTestId('forgot-email'));
    await user.type(screen.getByTestId('forgot-email'), 'mistyped@example.com');
    expect(button().disabled).toBe(true);
  });
});
