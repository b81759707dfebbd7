// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { chainDepositPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { chainDepositRecord as record } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { ChainDepositList } from './chain-deposit-list';

beforeAll(() => loadEnglish(['wallet']));

describe('ChainDepositList', () => {
  it("shows each chain deposit's amount, hash and status", async () => {
    const sent = stubApi(() => ({
      data: { list: [record('a', 'seen'), record('b', 'credited')], page: 1, per_page: 20, total: 2 },
    }));
    renderWithProviders(<ChainDepositList />);
    const statuses = await screen.findAllByTestId('chain-deposit-status');
    expect(statuses.map((s) => s.textContent)).toEqual([
      i18n.t('wallet:deposit.chain.status.seen'),
      i18n.t('wallet:deposit.chain.status.credited'),
    ]);
    expect(screen.getByText(i18n.t('wallet:deposit.chain.title'))).toBeTruthy();
    expect(screen.getByText(`0x${'b'.repeat(64)}`)).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', path: chainDepositPaths.record });
  });

  it('shows nothing while the member has no chain deposit', async () => {
    const sent = stubApi(() => ({ data: { list: [], page: 1, per_page: 20, total: 0 } }));
    renderWithProviders(<ChainDepositList />);
    // Loading first (the loader), then nothing at all: no title, no empty text.
    expect(screen.getByRole('status')).toBeTruthy();
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(i18n.t('wallet:deposit.chain.title'))).toBeNull();
    expect(screen.queryByTestId('chain-deposits-empty')).toBeNull();
  });
});
