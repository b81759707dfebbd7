import assert from 'node:assert/strict';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminKycPaths, kycPaths, moneyDeskPaths, paths } from '@tandem/contracts';
import { call, fundCash, newMember, setPlatformDepositAddress } from '../support/api';
import { baseUrl, readMailedCode, screenshot, settled, useBrowser } from '../support/browser';
import { png } from '../support/png';
import { signInAdmin, staffDesk } from '../support/staff';

const password = 'Passw0rd1';
const secPassword = 'Second123';
const key = () => randomBytes(16).toString('hex');
const passportForm = () => {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('identity_number', `Q${randomBytes(4).toString('hex').toUpperCase()}`);
  const picture = png(240, 160, [
    [20, 90, 160],
    [240, 240, 240],
  ]);
  form.append('front', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'passport.png');
  return form;
};

/** The count a dashboard card shows (digits only, whatever the language's grouping). */
async function countOn(page: Page, queue: string) {
  const text = await page.getByTestId(`work-queue-${queue}-count`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function openDashboard(page: Page) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('work-queue-deposits').waitFor();
  await settled(page);
}

/** The sidebar badge of an entry: its number, or 0 when it shows none. */
async function badgeOf(page: Page, slug: string) {
  const badge = page.getByTestId(`admin-nav-badge-${slug}`);
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/**
 * An operator's shift: a deposit, a withdrawal, a KYC submission and a ticket wait (made over the API);
 * the dashboard shows each with its age and a badge in the sidebar; the operator opens each from its
 * card, clears it, and the counts and badges drop.
 */
describe('the work queue', () => {
  const browser = useBrowser();

  it('shows what waits, opens each queue from the dashboard, and counts down as it is cleared', async () => {
    const { token: adminToken } = await signInAdmin();
    await setPlatformDepositAddress(adminToken);

    // Waiting: one deposit, one withdrawal (a verified, funded member), one KYC submission, one ticket.
    const depositor = await newMember({ prefix: 'wqdep', password });
    await call('POST', moneyDeskPaths.deposit, {
      token: depositor.token,
      body: { network: 'TRC20_USDT', amount: '75', tx_hash: randomBytes(32).toString('hex') },
      idempotencyKey: key(),
    });
    const withdrawer = await newMember({ prefix: 'wqwd', password, secPassword });
    await call('POST', paths.member.updateMemberInfo, { token: withdrawer.token, body: { fullname: 'Wen Queue' } });
    await call('POST', kycPaths.submit, { token: withdrawer.token, form: passportForm() });
    const kycQueue = await call<{ list: Array<{ id: string; username: string }> }>('GET', adminKycPaths.list, {
      token: adminToken,
      query: { status: 'pending' },
    });
    const submission = kycQueue.list.find((row) => row.username === withdrawer.username);
    assert.ok(submission);
    await call('POST', adminKycPaths.approve(submission.id), { token: adminToken, body: {} });
    await fundCash(withdrawer, '200', adminToken);
    // Binding a payout address takes the secondary password and a mailed security code (D1a).
    const signupCode = await readMailedCode(withdrawer.email);
    await call('POST', paths.member.requestUserOtp, { token: withdrawer.token, body: { otp_type: 'security' } });
    let securityCode = signupCode;
    for (let tries = 0; securityCode === signupCode && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      securityCode = await readMailedCode(withdrawer.email);
    }
    await call('POST', moneyDeskPaths.updateAddress, {
      token: withdrawer.token,
      body: { address: `0x${randomBytes(20).toString('hex')}`, sec_password: secPassword, otp: securityCode },
    });
    await call('POST', moneyDeskPaths.withdraw, {
      token: withdrawer.token,
      body: { amount: '50', sec_password: secPassword },
      idempotencyKey: key(),
    });
    const applicant = await newMember({ prefix: 'wqkyc', password });
    await call('POST', paths.member.updateMemberInfo, { token: applicant.token, body: { fullname: 'Kay Queue' } });
    await call('POST', kycPaths.submit, { token: applicant.token, form: passportForm() });
    await call('POST', paths.ticket.create, {
      token: depositor.token,
      body: { title: `Deposit check ${depositor.username}`, category: 'deposit', content: 'Has it arrived?' },
    });

    const { context, page } = await staffDesk(browser(), 'en', adminToken);
    try {
      await openDashboard(page);
      const before = {
        deposits: await countOn(page, 'deposits'),
        withdrawals: await countOn(page, 'withdrawals'),
        kyc: await countOn(page, 'kyc'),
        tickets: await countOn(page, 'tickets'),
      };
      for (const [queue, count] of Object.entries(before)) assert.ok(count >= 1, `${queue} waits: ${count}`);
      // Each waiting card says how long its oldest item has waited.
      assert.match((await page.getByTestId('work-queue-deposits').textContent()) ?? '', /waiting \d+/);
      const financeBadge = await badgeOf(page, 'finance');
      assert.ok(financeBadge >= before.deposits + before.withdrawals, `finance badge ${financeBadge}`);
      assert.equal(await badgeOf(page, 'kyc'), before.kyc);
      await screenshot(page, 'admin-work-queue-en');

      // The deposit: its card opens the pending deposits; approve in the app's own dialog.
      await page.getByTestId('work-queue-deposits').click();
      // Found by the member's name; the whole filtered set downloads as CSV.
      await page.getByTestId('admin-deposit-search-username').fill(depositor.username);
      await page.getByTestId('admin-deposit-search-apply').click();
      await page.waitForURL((url) => url.searchParams.get('username') === depositor.username);
      await page.getByTestId('admin-deposit-row').first().waitFor();
      assert.equal(await page.getByTestId('admin-deposit-row').count(), 1);
      await page.getByTestId('admin-deposit-copy-hash').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('admin-deposit-export').click(),
      ]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      assert.match(csv.split('\r\n')[0]!, /\bid\b.*\busername\b/);
      assert.equal(csv.trim().split('\r\n').length, 2, csv);
      assert.ok(csv.includes(depositor.username));
      await screenshot(page, 'admin-deposit-search-en');
      const depositRow = page.getByTestId('admin-deposit-row').filter({ hasText: depositor.username });
      await depositRow.getByTestId('admin-deposit-approve').click();
      await page.getByTestId('admin-approve-confirm').click();
      await depositRow.waitFor({ state: 'detached' });

      await openDashboard(page);
      await page.getByTestId('work-queue-withdrawals').click();
      const withdrawalRow = page.getByTestId('admin-withdrawal-row').filter({ hasText: withdrawer.username });
      await withdrawalRow.getByTestId('admin-withdrawal-approve').click();
      await page.getByTestId('admin-approve-confirm').click();
      await withdrawalRow.waitFor({ state: 'detached' });

      await openDashboard(page);
      await page.getByTestId('work-queue-kyc').click();
      await page.getByTestId('admin-kyc-link').filter({ hasText: applicant.username }).click();
      await page.getByTestId('admin-kyc-approve').click();
      await page.getByTestId('admin-kyc-approve-confirm').click();
      await page
        .getByTestId('admin-kyc-state')
        .filter({ hasText: /approved/i })
        .waitFor();

      await openDashboard(page);
      await page.getByTestId('work-queue-tickets').click();
      await page.getByTestId('admin-ticket-row').filter({ hasText: depositor.username }).first().click();
      await page.waitForURL(/\/admin\/tickets\/\d+/);
      // The thread shows once its read has answered, and that read is what marks the ticket read by staff.
      // (networkidle alone can resolve at once here: the page navigated without a new document.)
      await page.getByTestId('admin-ticket-thread').waitFor();

      await openDashboard(page);
      const after = {
        deposits: await countOn(page, 'deposits'),
        withdrawals: await countOn(page, 'withdrawals'),
        kyc: await countOn(page, 'kyc'),
        tickets: await countOn(page, 'tickets'),
      };
      for (const queue of Object.keys(before) as Array<keyof typeof before>) {
        assert.equal(after[queue], before[queue] - 1, `${queue}: ${before[queue]} → ${after[queue]}`);
      }
      assert.equal(await badgeOf(page, 'finance'), financeBadge - 2);
      assert.equal(await badgeOf(page, 'kyc'), before.kyc - 1);
      await screenshot(page, 'admin-work-queue-cleared-en');
      await page.getByTestId('work-queue-chart-deposits').scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-work-queue-charts-en');
    } finally {
      await context.close();
    }

    const zh = await staffDesk(browser(), 'zh', adminToken);
    try {
      await openDashboard(zh.page);
      await screenshot(zh.page, 'admin-work-queue-zh');
    } finally {
      await zh.context.close();
    }
  });
});
