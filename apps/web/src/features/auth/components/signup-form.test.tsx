// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { SignupForm } from './signup-form';

beforeAll(() => loadEnglish(['auth']));

describe('SignupForm referral check (D15)', () => {
  it('says at once that the invite link names no member, and clears it when a real sponsor is typed', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request) => {
      if (request.path !== paths.global.checkReferral) return { data: [] };
      const refId = request.query.ref_id ?? null;
      return refId === 'sponsor1' ? { data: { sponsor: 'sponsor1' } } : { status: 422, message: 'INCORRECT_SPONSOR' };
    });
    renderWithProviders(<SignupForm refId="nosuchuser" onSignedUp={() => {}} />);
    // No e-mail code, no submit: the refusal shows under the referral field when the page opens.
    expect(await screen.findByText(i18n.t('errors:INCORRECT_SPONSOR'))).toBeTruthy();
    expect(sent.some((request) => request.path === paths.global.sentOtp)).toBe(false);

    await user.clear(screen.getByTestId('signup-ref-id'));
    await user.type(screen.getByTestId('signup-ref-id'), 'sponsor1');
    await waitFor(() => expect(screen.queryByText(i18n.t('errors:INCORRECT_SPONSOR'))).toBeNull());
  });
});
