// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StakeView, type StakingInfo, stakingPaths, walletPaths } from '@tandem/contracts';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fixedPackage, wallet } from '@/test/fixtures';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import StakingPage from './staking';

// Not the wallet's words: the claim's confirmation loads them with its dialog.
beforeAll(() => loadEnglish(['staking']));

const stake: StakeView = {
  id: '41',
  package_id: fixedPackage.id,
  package_code: fixedPackage.code,
  package_name: fixedPackage.name,
  type: 'fixed',
  amount: '1000.000000',
  source_wallet: 'point1',
  status: 'active',
  staked_at: '2026-07-01T02:00:00.000Z',
  start_day: '2026-07-02',
  term_end_day: '2026-12-29',
  cycle: 1,
  days_held: 100,
  surrender_opens_day: '2026-10-05',
  can_surrender: true,
  can_quit_at_maturity: false,
  can_redeem: false,
  can_change_package: false,
  penalty_percent: '10',
  penalty_amount: '100.000000',
  daily_profit: '5.000000',
  total_profit: '350.000000',
  ended_at: null,
};
const info: StakingInfo = {
  live_count: 1,
  principal: '1000.000000',
  claimable_profit: '25.000000',
  total_profit: '350.000000',
  static_bonus: '350.000000',
  special_bonus: '0.000000',
  dynamic_bonus: '0.000000',
  level_bonus: '0.000000',
  stakes: [stake],
  business_day: '2026-11-25',
};
const answers: Record<string, unknown> = {
  [stakingPaths.stakingInfo]: info,
  [stakingPaths.getPackageType]: { package_type: [fixedPackage] },
  [walletPaths.getWallet]: wallet,
};

describe('StakingPage', () => {
  it('shows the summary and the packages first; the stakes, the dialogs and the stake form come when first used', async () => {
    const user = userEvent.setup();
    stubApi((request) => ({ data: answers[request.path] ?? null }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/web/staking']}>
        <Suspense fallback={null}>
          <StakingPage />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId(`package-card-${fixedPackage.code}`)).toBeTruthy();
    expect(screen.getByTestId('summary-claimable').textContent).toBe('25.00 USDT');

    // The claim's confirmation names the wallet the profit goes to, in words loaded with the dialog.
    await user.click(screen.getByTestId('summary-claim'));
    const claim = await screen.findByRole('dialog');
    expect(within(claim).getByText(i18n.t('staking:claim.intro', { wallet: 'Passive profit' }))).toBeTruthy();
    await user.click(within(claim).getByText(i18n.t('common:cancel')));

    await user.click(screen.getByTestId('staking-tab-stakes'));
    expect((await screen.findByTestId('stake-amount')).textContent).toBe('1,000.00 USDT');
    await user.click(screen.getByTestId('stake-surrender'));
    expect((await screen.findByTestId('confirm-returned')).textContent).toBe('900.00 USDT');
    await user.click(within(screen.getByRole('dialog')).getByText(i18n.t('common:cancel')));

    await user.click(screen.getByTestId('staking-tab-packages'));
    await user.click(await screen.findByTestId(`package-stake-${fixedPackage.code}`));
    expect(await screen.findByTestId('stake-form')).toBeTruthy();
    expect(screen.getByTestId('stake-balance').textContent).toContain('500.00');
  });
});
