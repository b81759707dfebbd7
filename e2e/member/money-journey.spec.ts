import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminKycPaths, adminPaths, kycPaths, paths, payoutDeskPaths } from '@tandem/contracts';
import { call, newMember, serverNowMs } from '../support/api';
import { baseUrl, readMailedCode, screenshot, useBrowser } from '../support/browser';
import { text } from '../support/locales';
import { createStaff, signInAdmin, staffDesk } from '../support/staff';
import { confirmWithSecondaryPassword, expectSuccessNotice, memberPhone } from '../support/member';
import { png } from '../support/png';

/** A bank-slip-sized picture with a few coloured bands. */
const bandedPng = (width: number, height: number) =>
  png(width, height, [
    [20, 90, 160],
    [240, 240, 240],
    [30, 150, 90],
  ]);

const memberPassword = 'Passw0rd1';
const secPassword = 'Second123';
const businessTimeZone = 'Asia/Singapore';

/** "HH:MM" in the business time zone, `offsetMinutes` after `nowMs`. */
function businessClock(nowMs: number, offsetMinutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(nowMs + offsetMinutes * 60_000));
}

/**
 * A member of its own for each journey (the demo members belong to other journeys): signed up with
 * the emailed code under root, secondary password and full name set, identity document approved by
 * compliance. All over the API: these steps have journeys of their own (signup-login, kyc).
 */
async function newVerifiedMember(language: string, fullname: string, staffToken: string) {
  const { username, email, token } = await newMember({
    prefix: `money${language.replace(/[^a-z]/g, '')}`,
    password: memberPassword,
    secPassword,
    language,
  });
  await call('POST', paths.member.updateMemberInfo, { token, body: { fullname } });
  const kyc = new FormData();
  kyc.append('type', 'passport');
  kyc.append('identity_number', `E${randomBytes(4).toString('hex').toUpperCase()}`);
  kyc.append('front', new Blob([new Uint8Array(bandedPng(240, 160))], { type: 'image/png' }), 'passport.png');
  await call('POST', kycPaths.submit, { token, form: kyc });
  const queue = await call<{ list: Array<{ id: string; username: string }> }>('GET', adminKycPaths.list, {
    token: staffToken,
    query: { status: 'pending' },
  });
  const submission = queue.list.find((row) => row.username === username);
  assert.ok(submission, `${username} is in the KYC queue`);
  await call('POST', adminKycPaths.approve(submission.id), { token: staffToken, body: {} });
  return { username, email };
}

type FinanceList = 'deposit' | 'withdrawal';

/** The member's row in finance's list of deposits or withdrawals (whichever status tab is open). */
const financeRow = (staff: Page, list: FinanceList, username: string) =>
  staff.getByTestId(`admin-${list}-row`).filter({ hasText: username });

/** Finance approves the member's pending row; the row then leaves the pending tab. */
async function approveInFinance(staff: Page, list: FinanceList, username: string) {
  const row = financeRow(staff, list, username);
  await row.getByTestId(`admin-${list}-approve`).click();
  // Approvals ask "are you sure?" in the app's dialog: the officer says yes.
  await staff.getByTestId('admin-approve-confirm').click();
  await row.waitFor({ state: 'detached' });
}

/** Opens finance's tab of rows in `status` (its label in the journey's language); answers the member's row. */
async function financeTab(staff: Page, language: string, list: FinanceList, status: string, username: string) {
  await staff
    .getByTestId(`admin-${list}-status`)
    .getByText(text(language, 'admin-finance', `${list}Status.${status}`))
    .click();
  return financeRow(staff, list, username);
}

interface Journey {
  language: string;
  fullname: string;
  depositAmount: string;
  withdrawAmount: string;
  /** Withdrawal fee at the default 5 %, and what leaves the wallet. */
  fee: string;
  total: string;
  balanceAfter: string;
  payout: 'bank' | 'address';
}

const journeys: Journey[] = [
  {
    language: 'en',
    fullname: 'Mira Tan',
    depositAmount: '250',
    withdrawAmount: '100',
    fee: '5.00',
    total: '105.00',
    balanceAfter: '145.00',
    payout: 'bank',
  },
  {
    language: 'zh',
    fullname: '林小美',
    depositAmount: '180',
    withdrawAmount: '50',
    fee: '2.50',
    total: '52.50',
    balanceAfter: '127.50',
    payout: 'address',
  },
];

/**
 * Money in and out, end to end: a member pays by bank transfer and uploads the slip, finance checks
 * the slip and approves it in the back office, the balance shows it; the member binds a payout and
 * withdraws with the secondary password, finance approves and records the payout; the member's
 * deposit and withdrawal histories, wallet records and financial report agree. Once in English (to a
 * bank account), once in Chinese (to a BEP-20 address).
 */
describe('money journey: fiat deposit → approval → withdrawal → paid → records and report', () => {
  const browser = useBrowser();
  let adminToken: string;
  let financeToken: string;
  let complianceToken: string;
  const savedWindow: { open?: string; close?: string } = {};

  before(async () => {
    const admin = await signInAdmin();
    adminToken = admin.token;
    const suffix = randomBytes(2).toString('hex');
    financeToken = (await createStaff(adminToken, `desk${suffix}`, 'finance', 'Finance12345')).token;
    complianceToken = (await createStaff(adminToken, `kyc${suffix}`, 'compliance', 'Comply12345')).token;
    // Where members of the journey's country (Singapore) pay bank deposits: the finance desk sets it for its currency.
    await call('POST', payoutDeskPaths.fiatPayees, {
      token: financeToken,
      body: { currency: 'SGD', bank_name: 'DBS Bank', account_name: 'Tandem Pte Ltd', account_number: '003-123456-7' },
    });
    // Fiat deposits are taken 10:00–22:00 business time by default and the journey must pass at any
    // hour, so the admin sets the hours (an ordinary staff setting) to a window around now; the
    // original hours come back afterwards.
    const settings = await call<Array<{ key: string; value: string }>>('GET', adminPaths.settings, {
      token: adminToken,
    });
    savedWindow.open = settings.find((s) => s.key === 'FIAT_DEPOSIT_OPEN')?.value;
    savedWindow.close = settings.find((s) => s.key === 'FIAT_DEPOSIT_CLOSE')?.value;
    const now = await serverNowMs();
    await call('POST', adminPaths.settings, {
      token: adminToken,
      body: { key: 'FIAT_DEPOSIT_OPEN', value: businessClock(now, -60) },
    });
    await call('POST', adminPaths.settings, {
      token: adminToken,
      body: { key: 'FIAT_DEPOSIT_CLOSE', value: businessClock(now, 120) },
    });
  });

  after(async () => {
    if (adminToken && savedWindow.open && savedWindow.close) {
      await call('POST', adminPaths.settings, {
        token: adminToken,
        body: { key: 'FIAT_DEPOSIT_OPEN', value: savedWindow.open },
      });
      await call('POST', adminPaths.settings, {
        token: adminToken,
        body: { key: 'FIAT_DEPOSIT_CLOSE', value: savedWindow.close },
      });
    }
  });

  for (const journey of journeys) {
    const { language } = journey;
    const t = (key: string) => text(language, 'wallet', key);

    it(`works in ${language} (withdrawal to ${journey.payout})`, async () => {
      const member = await newVerifiedMember(language, journey.fullname, complianceToken);
      // The member's phone runs on business time, as the members it is built for do.
      const { context: memberContext, page: phone } = await memberPhone(
        browser(),
        language,
        member.username,
        memberPassword,
        { timezoneId: businessTimeZone },
      );
      const desk = await staffDesk(browser(), language, financeToken);
      const staff = desk.page;

      // 1. Fiat deposit: amount, payer, bank reference and the transfer slip.
      await phone.goto(`${baseUrl}/web/wallet`);
      await phone.getByTestId('wallet-action-deposit').click();
      await phone.waitForURL('**/web/transaction/deposit');
      await phone.getByTestId('deposit-tabs').getByText(t('deposit.fiatTab')).click();
      await phone.getByTestId('fiat-deposit-form').waitFor();
      assert.equal(await phone.getByTestId('fiat-closed').count(), 0, 'fiat deposits are open');
      // D2: where to pay, with the reference to write on the transfer.
      assert.equal(await phone.getByTestId('fiat-payee-account_number').innerText(), '003-123456-7');
      assert.match(await phone.getByTestId('fiat-payment-reference').innerText(), /^TD\d+-1$/);
      const reference = `FT${randomBytes(5).toString('hex').toUpperCase()}`;
      await phone.getByTestId('fiat-amount').fill(journey.depositAmount);
      await phone.getByTestId('fiat-payer-name').fill(journey.fullname);
      await phone.getByTestId('fiat-reference').fill(reference);
      const [chooser] = await Promise.all([
        phone.waitForEvent('filechooser'),
        phone.getByTestId('fiat-screenshot').click(),
      ]);
      await chooser.setFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: bandedPng(360, 240) });
      await phone.getByTestId('fiat-screenshot').filter({ hasText: 'bank-slip.png' }).waitFor();
      await screenshot(phone, `money-fiat-deposit-form-${language}`);
      await phone.getByTestId('fiat-submit').click();
      await expectSuccessNotice(phone, t('deposit.submitted'));
      // D11: while it waits for staff, the form is locked and says why.
      await phone.getByTestId('fiat-pending').waitFor();
      assert.equal(await phone.getByTestId('fiat-submit').isDisabled(), true);
      const pendingDeposit = phone.getByTestId('deposit-item').first();
      await pendingDeposit.filter({ hasText: t('deposit.status.pending') }).waitFor();
      assert.match(await pendingDeposit.innerText(), new RegExp(`${journey.depositAmount}\\.00 USDT`));

      // 2. Finance looks at the slip and approves the deposit in the back office.
      await staff.goto(`${baseUrl}/admin/finance`);
      const depositRow = financeRow(staff, 'deposit', member.username);
      await depositRow.waitFor();
      assert.match(await depositRow.innerText(), new RegExp(`${journey.depositAmount}\\.00 USDT`));
      assert.match(await depositRow.innerText(), new RegExp(reference));
      await depositRow.getByTestId('admin-deposit-screenshot').click();
      const slip = staff.getByRole('dialog').locator('img');
      await slip.waitFor();
      await staff.waitForFunction(
        () => {
          const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
          return Boolean(img && img.complete && img.naturalWidth > 0);
        },
        undefined,
        { timeout: 10_000 },
      );
      assert.equal(await slip.evaluate((img: HTMLImageElement) => img.naturalWidth), 360);
      await screenshot(staff, `money-admin-deposit-slip-${language}`);
      await staff.keyboard.press('Escape');
      await slip.waitFor({ state: 'detached' });
      await approveInFinance(staff, 'deposit', member.username);
      await (await financeTab(staff, language, 'deposit', 'approved', member.username)).waitFor();

      // 3. The member's balance shows the money.
      await phone.goto(`${baseUrl}/web/wallet`);
      await phone
        .getByTestId('wallet-balance-point1')
        .filter({ hasText: `${journey.depositAmount}.00` })
        .waitFor();
      await screenshot(phone, `money-wallet-credited-${language}`);

      // 4. A payout to bind: a bank account in the member's own name, or a BEP-20 address; either
      //    needs the code mailed to the member and the secondary password, asked for in the same prompt
      //    as a withdrawal.
      await phone.goto(`${baseUrl}/web/withdraw_info/withdraw`);
      await phone.getByTestId('withdraw-form').waitFor();
      if (journey.payout === 'bank') {
        await phone.getByTestId('withdraw-link-set-bank').click();
        await phone.getByTestId('set-bank-form').waitFor();
        const bank = {
          bank_country: 'Singapore',
          bank_name: 'DBS Bank',
          account_holder: journey.fullname,
          account_number: '0123456789',
          branch: 'Raffles Place',
          swift: 'dbsssgsg',
        };
        for (const [field, value] of Object.entries(bank)) await phone.getByTestId(`set-bank-${field}`).fill(value);
        await phone.getByTestId('set-bank-send-code').click();
        // The button counts down once the server has mailed the code: only then is the newest mail this one.
        await phone.locator('[data-testid="set-bank-send-code"]:disabled').waitFor();
        await phone.getByTestId('set-bank-code').fill(await readMailedCode(member.email));
        // The "code sent" notice goes first, so the one the binding shows is the one awaited.
        await phone.getByTestId('notice-success').waitFor({ state: 'detached' });
        await phone.getByTestId('set-bank-submit').click();
        await confirmWithSecondaryPassword(phone, secPassword);
        await expectSuccessNotice(phone, t('setBank.done'));
      } else {
        await phone.getByTestId('withdraw-link-set-coin').click();
        await phone.getByTestId('set-coin-input').fill(`0x${randomBytes(20).toString('hex')}`);
        await phone.getByTestId('set-coin-send-code').click();
        // The button counts down once the server has mailed the code: only then is the newest mail this one.
        await phone.locator('[data-testid="set-coin-send-code"]:disabled').waitFor();
        await phone.getByTestId('set-coin-code').fill(await readMailedCode(member.email));
        // The "code sent" notice goes first, so the one the binding shows is the one awaited.
        await phone.getByTestId('notice-success').waitFor({ state: 'detached' });
        await phone.getByTestId('set-coin-submit').click();
        await phone.getByTestId('set-coin-confirm').click();
        await confirmWithSecondaryPassword(phone, secPassword);
        await expectSuccessNotice(phone, t('setCoin.done'));
      }
      await phone.waitForURL('**/web/withdraw_info/withdraw');

      // 5. The withdrawal, with the fee shown before it is sent and the secondary password.
      if (journey.payout === 'bank') {
        await phone.getByTestId('withdraw-destination').getByText(t('withdraw.toBank')).click();
        await phone.getByTestId('withdraw-destination-text').filter({ hasText: '0123456789' }).waitFor();
      } else {
        await phone.getByTestId('withdraw-destination-text').waitFor();
      }
      await phone.getByTestId('withdraw-amount').fill(journey.withdrawAmount);
      assert.equal(await phone.getByTestId('withdraw-fee').innerText(), journey.fee);
      assert.equal(await phone.getByTestId('withdraw-total').innerText(), journey.total);
      await screenshot(phone, `money-withdraw-form-${language}`);
      await phone.getByTestId('withdraw-submit').click();
      await confirmWithSecondaryPassword(phone, secPassword);
      await expectSuccessNotice(phone, t('withdraw.done'));
      await phone
        .getByTestId('withdrawal-item')
        .first()
        .filter({ hasText: t('withdraw.status.pending') })
        .waitFor();
      // The amount and its fee are held from the wallet at once.
      await phone.goto(`${baseUrl}/web/wallet`);
      await phone.getByTestId('wallet-balance-point1').filter({ hasText: journey.balanceAfter }).waitFor();

      // 6. Finance approves the withdrawal, then records the payout with its reference.
      await staff.goto(`${baseUrl}/admin/finance?tab=withdrawals`);
      const withdrawalRow = financeRow(staff, 'withdrawal', member.username);
      await withdrawalRow.waitFor();
      const rowText = await withdrawalRow.innerText();
      assert.match(rowText, new RegExp(`${journey.withdrawAmount}\\.00 USDT`));
      if (journey.payout === 'bank') assert.match(rowText, /DBS Bank · 0123456789 · Mira Tan/);
      await approveInFinance(staff, 'withdrawal', member.username);
      const approvedRow = await financeTab(staff, language, 'withdrawal', 'approved', member.username);
      await approvedRow.getByTestId('admin-withdrawal-paid').click();
      const payoutReference = journey.payout === 'bank' ? `DBS-${reference}` : `0x${randomBytes(32).toString('hex')}`;
      await staff.getByTestId('admin-finance-reference').fill(payoutReference);
      // The modal fades in; the picture is taken once it is fully there.
      await staff.waitForFunction(() => {
        const content = document.querySelector('.mantine-Modal-content');
        return content !== null && getComputedStyle(content).opacity === '1';
      });
      await screenshot(staff, `money-admin-mark-paid-${language}`);
      await staff.getByTestId('admin-finance-paid-confirm').click();
      await approvedRow.waitFor({ state: 'detached' });
      const paidRow = await financeTab(staff, language, 'withdrawal', 'paid', member.username);
      await paidRow.filter({ hasText: payoutReference }).waitFor();
      await desk.context.close();

      // 7. What the member reads afterwards: the withdrawal paid, the deposit credited...
      await phone.goto(`${baseUrl}/web/withdraw_info/withdraw`);
      const paid = phone.getByTestId('withdrawal-item').first();
      await paid.filter({ hasText: t('withdraw.status.paid') }).waitFor();
      const paidText = await paid.innerText();
      assert.ok(paidText.includes(`${journey.withdrawAmount}.00`), paidText);
      assert.ok(paidText.includes(journey.fee), paidText);
      // The proof staff recorded is the member's too: the tx hash or bank reference, copyable (D22).
      const proof = paid.getByTestId('withdrawal-reference');
      assert.ok((await proof.innerText()).includes(payoutReference), await proof.innerText());
      await proof.getByTestId('withdrawal-reference-copy').waitFor();
      await paid.evaluate((card) => card.scrollIntoView({ block: 'center' }));
      await screenshot(phone, `money-withdrawal-paid-${language}`);

      await phone.goto(`${baseUrl}/web/transaction/deposit`);
      const credited = phone.getByTestId('deposit-item').first();
      await credited.filter({ hasText: t('deposit.status.approved') }).waitFor();
      assert.ok((await credited.innerText()).includes(`${journey.depositAmount}.00 USDT`));

      // ...the wallet records, newest first, with balances before and after...
      await phone.goto(`${baseUrl}/web/transaction/transaction`);
      await phone.getByTestId('records-list').waitFor();
      const records = phone.getByTestId('record-item');
      assert.equal(await records.count(), 2);
      const withdrawalRecord = await records.nth(0).innerText();
      assert.ok(withdrawalRecord.includes(t('types.withdrawal_request')), withdrawalRecord);
      assert.ok(withdrawalRecord.includes(`-${journey.total}`), withdrawalRecord);
      assert.ok(withdrawalRecord.includes(`${journey.depositAmount}.00 → ${journey.balanceAfter}`), withdrawalRecord);
      const depositRecord = await records.nth(1).innerText();
      assert.ok(depositRecord.includes(t('types.deposit')), depositRecord);
      assert.ok(depositRecord.includes(`+${journey.depositAmount}.00`), depositRecord);
      assert.ok(depositRecord.includes(`0.00 → ${journey.depositAmount}.00`), depositRecord);
      await screenshot(phone, `money-records-${language}`);

      // ...and the financial report: the deposit in, the withdrawal (with its fee) out.
      await phone.goto(`${baseUrl}/web/report`);
      await phone.getByTestId('report-table').waitFor();
      const rows = phone.getByTestId('report-table').locator('tbody tr');
      const lines = (await rows.allInnerTexts()).map((line) => line.split('\t').map((cell) => cell.trim()));
      assert.deepEqual(
        lines.find((cells) => cells[0] === t('types.deposit')),
        [t('types.deposit'), '1', `${journey.depositAmount}.00`, '0.00', `${journey.depositAmount}.00`],
      );
      assert.deepEqual(
        lines.find((cells) => cells[0] === t('types.withdrawal_request')),
        [t('types.withdrawal_request'), '1', '0.00', journey.total, `-${journey.total}`],
      );
      assert.equal(lines.length, 2, JSON.stringify(lines));
      assert.ok((await phone.getByTestId('report-total-net').innerText()).includes(journey.balanceAfter));
      await screenshot(phone, `money-report-${language}`);
      await memberContext.close();
    });
  }
});
