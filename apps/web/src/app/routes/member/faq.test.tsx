// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths as apiPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import FaqPage from './faq';

beforeAll(() => loadEnglish(['help']));

describe('the FAQ', () => {
  it("answers with the operator's current fees and limits from the lookup, not figures of its own", async () => {
    const sent = stubApi(() => ({
      data: { WITHDRAW_FEE: '7.5', WITHDRAW_MIN_AMOUNT_IN_FEE: '2', WITHDRAW_MIN_AMOUNT: '25', TRANSFER_FEE: '0.5' },
    }));
    renderWithProviders(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByText('What are the fees?'));
    const fees = screen.getByTestId('help-faq-fees').textContent;
    expect(fees).toContain('7.5% of the amount, at least 2 USDT');
    expect(fees).toContain('A transfer costs 0.5%');
    await userEvent.click(screen.getByText('How do I withdraw?'));
    // WITHDRAW_MAX_AMOUNT is missing from this lookup: its default from the contracts stands in.
    expect(screen.getByTestId('help-faq-withdraw').textContent).toContain('withdraw 25 to 5000 USDT');
    expect(sent.map((r) => r.path)).toEqual([apiPaths.global.lookup]);
  });
});
