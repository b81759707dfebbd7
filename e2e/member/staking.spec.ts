import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { moneyDeskPaths } from '@tandem/contracts';
import { approvePendingDeposit, call, newMember, setPlatformDepositAddress, testClockPath } from '../support/api';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { signInAdmin, staffDesk } from '../support/staff';
import { confirmWithSecondaryPassword, expectSuccessNotice, memberPhone } from '../support/member';

const memberPassword = 'Stake12345';
const secPassword = 'Second12345';

/** Cash for the member: a deposit, approved by finance (no HTTP route creates money otherwise). */
async function fund(member: { username: string; token: string }, amount: string, staffToken: string) {
  await call('POST', moneyDeskPaths.deposit, {
    token: member.token,
    body: { network: 'TRC20_USDT', amount, tx_hash: randomBytes(32).toString('hex') },
    idempotencyKey: randomBytes(16).toString('hex'),
  });
  await approvePendingDeposit(staffToken, member.username);
}

/**
 * Lets days pass on the server (TEST_CLOCK_CONTROL=1) and settles each of them. Whole weeks keep the
 * weekday and the time of day, so journeys that run after this one see the same kind of day.
 */
async function advanceDays(days: number) {
  return call<{ business_day: string; settled_days: string[] }>('POST', testClockPath, {
    body: { advance_days: days },
  });
}

const confirmWithSecPassword = (page: Page) => confirmWithSecondaryPassword(page, secPassword);

const en = (key: string) => text('en', 'staking', key);

describe('staking', () => {
  const browser = useBrowser();

  it('stake → days pass → profit → claim → surrender → staff approves → principal minus penalty returns; the sponsor sees the stake in the team', async () => {
    const admin = await signInAdmin();
    await setPlatformDepositAddress(admin.token);
    const sponsor = await newMember({ prefix: 'lead', password: memberPassword, secPassword });
    const staker = await newMember({ prefix: 'stk', sponsor: sponsor.username, password: memberPassword, secPassword });
    await fund(staker, '1000', admin.token);

    // The staker picks the 180-day package: the amount rules are checked as typed, the outcome shows first.
    const { context, page } = await memberPhone(browser(), 'en', staker.username, memberPassword);
    await page.goto(`${baseUrl}/web/staking`);
    await page.getByTestId('staking-summary').waitFor();
    const card = page.getByTestId('package-card-fixed_180');
    assert.match(await card.innerText(), /95 days/);
    // The daily rate annualised simply, beside it.
    assert.match(await card.getByTestId('package-annual').innerText(), /≈ \d+(\.\d+)?% a year/);
    await page.getByTestId('package-stake-fixed_180').click();
    await page.getByTestId('stake-form').waitFor();
    await page.getByTestId('stake-amount').fill('150');
    await page.getByTestId('stake-submit').click();
    await page.getByText(en('form.problem.step').replace('{{step}}', '100')).waitFor();
    // Max: the largest amount in steps of 100 that the funded 1000 covers.
    await page.getByTestId('stake-amount-max').click();
    assert.equal(await page.getByTestId('stake-amount').inputValue(), '1000');
    await page.getByTestId('stake-preview').waitFor();
    assert.match(await page.getByTestId('preview-term-estimate').innerText(), /≈ [\d,.]+ USDT/);
    assert.match(await page.getByTestId('preview-penalty').innerText(), /100\.00 USDT/);
    assert.match(await page.getByTestId('preview-returns').innerText(), /900\.00 USDT/);
    await screenshot(page, 'staking-preview-en');
    await page.getByTestId('stake-submit').click();
    // A wrong secondary password keeps the prompt open with the reason under it (D13).
    await confirmWithSecondaryPassword(page, 'NotTheRight1');
    await page
      .getByTestId('secondary-password-modal')
      .getByText(text('en', 'errors', 'INCORRECT_SEC_PASSWORD'))
      .waitFor();
    await confirmWithSecPassword(page);
    await expectSuccessNotice(page, en('form.done'));
    const stakeCard = page.getByTestId('stake-card').first();
    await stakeCard.waitFor();
    assert.equal(await stakeCard.getByTestId('stake-status').innerText(), en('status.not_activated'));
    assert.match(await page.getByTestId('summary-principal').innerText(), /1,000\.00/);
    await context.close();

    // A week passes: the stake is active and its profit is claimable. A stake starts on the next
    // weekday, so a stake made on a Friday (business time) starts on Monday and a week later four of
    // its weekdays are settled; on other days five.
    const week = await advanceDays(7);
    assert.ok(week.settled_days.length >= 4, `settled ${week.settled_days.join(', ')}`);
    const { context: context2, page: page2 } = await memberPhone(browser(), 'en', staker.username, memberPassword);
    await page2.goto(`${baseUrl}/web/staking?tab=stakes`);
    await page2.getByTestId('stake-card').first().waitFor();
    assert.equal(await page2.getByTestId('stake-status').first().innerText(), en('status.active'));
    const claimable = await page2.getByTestId('summary-claimable').innerText();
    assert.doesNotMatch(claimable, /^0\.00/, `claimable after a week: ${claimable}`);
    await page2.goto(`${baseUrl}/web/staking?tab=records&records=profit`);
    await page2.getByTestId('records-list').waitFor();
    await page2.getByTestId('summary-claim').click();
    await page2.getByTestId('stake-confirm-ok').click();
    await confirmWithSecPassword(page2);
    await expectSuccessNotice(page2, en('claim.done'));
    await page2
      .getByTestId('summary-claimable')
      .filter({ hasText: /^0\.00/ })
      .waitFor();

    // The sponsor's team shows the downline stake.
    const { context: sponsorContext, page: sponsorPage } = await memberPhone(
      browser(),
      'en',
      sponsor.username,
      memberPassword,
    );
    await sponsorPage.goto(`${baseUrl}/web/myTeam`);
    await sponsorPage.getByTestId('team-stats').waitFor();
    assert.equal(await sponsorPage.getByTestId('team-direct').innerText(), '1');
    assert.equal(await sponsorPage.getByTestId('team-direct-active').innerText(), '1');
    assert.match(await sponsorPage.getByTestId('team-volume').innerText(), /1,000\.00/);
    await screenshot(sponsorPage, 'staking-my-team-en');
    // The sponsor tree is on the manage page; the placement tree (ib_tree) has the staker too (jid empty).
    await sponsorPage.goto(`${baseUrl}/web/ib_tree`);
    await sponsorPage.getByTestId(`placement-node-${staker.username}`).waitFor();
    await sponsorPage.goto(`${baseUrl}/web/manage`);
    const node = sponsorPage.getByTestId(`tree-node-${staker.username}`);
    await node.waitFor();
    assert.match(await node.innerText(), /1,000\.00/);
    await sponsorPage.getByTestId('team-search-input').fill(staker.username);
    await sponsorPage.getByTestId('team-search-submit').click();
    await sponsorPage.getByTestId('team-search-path').waitFor();
    await screenshot(sponsorPage, 'staking-tree-en');
    await sponsorContext.close();
    await context2.close();

    // Fourteen more weeks: more than 95 days held, so surrender opens; the penalty shows before asking.
    await advanceDays(98);
    const { context: context3, page: page3 } = await memberPhone(browser(), 'en', staker.username, memberPassword);
    await page3.goto(`${baseUrl}/web/staking?tab=stakes`);
    await page3.getByTestId('stake-surrender').click();
    assert.match(await page3.getByTestId('confirm-penalty').innerText(), /100\.00 USDT/);
    assert.match(await page3.getByTestId('confirm-returned').innerText(), /900\.00 USDT/);
    await page3.getByTestId('stake-confirm-ok').click();
    await confirmWithSecPassword(page3);
    await expectSuccessNotice(page3, en('actions.done.surrender'));
    await page3
      .getByTestId('stake-status')
      .filter({ hasText: en('status.surrender_pending') })
      .waitFor();

    // Staff approve it in the back office (the admin signs in again: a hundred days have passed).
    const staff = await signInAdmin();
    const { context: desk, page: deskPage } = await staffDesk(browser(), 'en', staff.token);
    await deskPage.goto(`${baseUrl}/admin/staking?tab=surrenders`);
    const request = deskPage.getByTestId(`admin-surrender-${staker.username}`);
    await request.waitFor();
    assert.match(await request.innerText(), /900\.00 USDT/);
    await screenshot(deskPage, 'admin-staking-surrenders-en');
    await request.getByTestId('admin-surrender-approve').click();
    await deskPage.getByTestId('admin-surrender-confirm').click();
    await deskPage.getByTestId('notice-success').waitFor();
    await deskPage.goto(`${baseUrl}/admin/staking`);
    await deskPage.getByTestId('admin-package-fixed_180').waitFor();
    await screenshot(deskPage, 'admin-staking-packages-en');
    await desk.close();

    // The principal minus the penalty is back in the cash wallet; the claimed profit sits in the profit wallet.
    await page3.goto(`${baseUrl}/web/wallet`);
    await page3.getByTestId('wallet-balance-point1').filter({ hasText: '900.00' }).waitFor();
    assert.doesNotMatch(await page3.getByTestId('wallet-balance-point2').innerText(), /^0\.00$/);
    await page3.goto(`${baseUrl}/web/staking?tab=records&records=quit`);
    await page3
      .getByTestId('quit-status')
      .filter({ hasText: en('records.quitStatus.approved') })
      .waitFor();
    await screenshot(page3, 'staking-surrendered-en');
    await context3.close();
  });
});
