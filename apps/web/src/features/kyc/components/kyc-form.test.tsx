// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { KycForm } from './kyc-form';

beforeAll(() => loadEnglish(['kyc']));

describe('KycForm (D27)', () => {
  it('clears the "required" under the identity number once it is filled, before another submit', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ data: {} }));
    renderWithProviders(<KycForm isResubmission={false} onSubmitted={() => {}} />);
    await user.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText(i18n.t('errors:field.required'))).toBeTruthy();
    await user.type(screen.getByTestId('kyc-identity-number'), 'S1234567A');
    await waitFor(() => expect(screen.queryByText(i18n.t('errors:field.required'))).toBeNull());
    // The photos are still missing and still say so.
    expect(screen.getAllByText(i18n.t('kyc:form.imageRequired')).length).toBeGreaterThan(0);
  });

  it('starts a resubmission with the document type of the last submission', () => {
    stubApi(() => ({ data: {} }));
    renderWithProviders(<KycForm isResubmission defaultType="passport" onSubmitted={() => {}} />);
    expect(screen.getByLabelText(i18n.t('kyc:form.passportNumber'), { exact: false })).toBeTruthy();
    expect(screen.queryByTestId('kyc-rear')).toBeNull();
  });
});
