// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FiatPayee, adminPaths, payoutDeskPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { useStaffMe } from '../api/get-me';
import { FiatPayees } from './fiat-payees';
import { setUpMallScreens } from './mall.testing';

// The notes field's autosize listens to document.fonts, which jsdom lacks: set up as the mall's screens are.
beforeAll(() => setUpMallScreens(['errors']));

const sgd: FiatPayee = {
  currency: 'SGD',
  bank_name: 'DBS Bank',
  account_name: 'Tandem Pte Ltd',
  account_number: '003-123456-7',
  branch: 'Raffles Place',
  notes: '',
};

/** The back office's layout asks who is signed in; the screen reads the permissions from that answer. */
function SignedIn() {
  useStaffMe();
  return null;
}

function renderPayees(
  answerPost: (body: Record<string, string>) => { status?: number; message?: string; data?: unknown },
) {
  const sent = stubApi((request) => {
    if (request.path === adminPaths.me)
      return { data: { username: 'desk', role: 'finance', permissions: ['finance.deposits'] } };
    if (request.method === 'POST') return answerPost(request.body as Record<string, string>);
    return { data: [sgd] };
  });
  renderWithProviders(
    <>
      <SignedIn />
      <FiatPayees />
    </>,
  );
  return sent;
}

describe('FiatPayees', () => {
  it('lists the payee of each currency and adds one after the confirmation names the account', async () => {
    const user = userEvent.setup();
    const sent = renderPayees((body) => ({ data: [body, sgd] }));
    const table = await screen.findByTestId('admin-fiat-payees-table');
    expect(within(table).getByText('SGD')).toBeTruthy();
    expect(within(table).getByText('DBS Bank')).toBeTruthy();

    await user.click(await screen.findByTestId('admin-fiat-payee-add'));
    // Nothing is sent while a required field is empty: the contract's schema says which.
    await user.click(await screen.findByTestId('admin-fiat-payee-save'));
    expect(await screen.findAllByText(i18n.t('errors:field.required'))).not.toHaveLength(0);
    await user.type(screen.getByTestId('admin-fiat-payee-currency'), 'myr');
    expect(screen.getByTestId<HTMLInputElement>('admin-fiat-payee-currency').value).toBe('MYR');
    await user.type(screen.getByTestId('admin-fiat-payee-bank-name'), 'Maybank');
    await user.type(screen.getByTestId('admin-fiat-payee-account-name'), 'Tandem Sdn Bhd');
    await user.type(screen.getByTestId('admin-fiat-payee-account-number'), '5140 1234 5678');
    await user.click(screen.getByTestId('admin-fiat-payee-save'));

    expect((await screen.findByTestId('admin-fiat-payee-confirm-text')).textContent).toBe(
      i18n.t('admin:fiatPayees.confirmBody', {
        currency: 'MYR',
        bank: 'Maybank',
        number: '5140 1234 5678',
        name: 'Tandem Sdn Bhd',
      }),
    );
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    await user.click(screen.getByTestId('admin-fiat-payee-confirm'));
    expect(await screen.findByText(i18n.t('admin:fiatPayees.saved'))).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(payoutDeskPaths.fiatPayees);
    expect(post.body).toEqual({
      currency: 'MYR',
      bank_name: 'Maybank',
      account_name: 'Tandem Sdn Bhd',
      account_number: '5140 1234 5678',
      branch: '',
      notes: '',
    });
    await waitFor(() => expect(within(screen.getByTestId('admin-fiat-payees-table')).getByText('MYR')).toBeTruthy());
  });

  it('edits a payee under its currency and shows the server refusing a field under that field', async () => {
    const user = userEvent.setup();
    renderPayees(() => ({
      status: 400,
      message: 'VALIDATION_ERROR',
      data: { fields: { account_number: 'tooLong' } },
    }));
    await user.click(await screen.findByTestId('admin-fiat-payee-edit-SGD'));
    const currency = await screen.findByTestId<HTMLInputElement>('admin-fiat-payee-currency');
    expect(currency.value).toBe('SGD');
    expect(currency.readOnly).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('admin-fiat-payee-bank-name').value).toBe('DBS Bank');
    await user.click(screen.getByTestId('admin-fiat-payee-save'));
    await user.click(await screen.findByTestId('admin-fiat-payee-confirm'));
    expect(await screen.findByText(i18n.t('errors:field.tooLong'))).toBeTruthy();
  });
});
