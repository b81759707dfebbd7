import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type MemberInfo, paths } from '@tandem/contracts';
import { call } from '../support/api';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { createStaff, signInAdmin, staffDesk } from '../support/staff';
import { memberPhone, sessionToken } from '../support/member';
import { png } from '../support/png';

const member = { username: 'carol1', password: 'Demo12345' };

const photo = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(320, 200, [rgb]),
});

/** Opens the newest queue entry of the member in the back office. */
async function openSubmission(page: Page) {
  await page.goto(`${baseUrl}/admin/kyc`);
  await page.getByTestId('admin-kyc-link').filter({ hasText: member.username }).first().click();
  await page.getByTestId('admin-kyc-state').waitFor();
  assert.equal((await page.getByTestId('admin-kyc-fullname').textContent())?.trim(), 'Carol Ng');
}

/**
 * KYC on a phone: the member sends an identity card, compliance rejects it with a reason, the member
 * reads the reason and sends a passport instead, compliance approves, and withdrawals open up.
 */
describe('KYC submission and review', () => {
  const browser = useBrowser();

  it('rejects with a reason, takes a resubmission, approves it', async () => {
    const admin = await signInAdmin();
    const officer = await createStaff(admin.token, 'kycofficer', 'compliance', 'Officer12345');

    const { context: memberContext, page: memberPage } = await memberPhone(
      browser(),
      'en',
      member.username,
      member.password,
    );

    // Before KYC the withdraw guard sends the member to /web/kyc.
    await memberPage.goto(`${baseUrl}/web/withdraw_info/withdraw`);
    await memberPage.waitForURL('**/web/kyc');
    // ...saying why in the KYC hint dialog (kyc_hint), with where verification stands.
    assert.match(await memberPage.getByTestId('kyc-hint-status').innerText(), /a few minutes/);
    await memberPage.getByTestId('kyc-hint-verify').click();
    await memberPage.getByTestId('kyc-state-none').waitFor();

    await memberPage.getByTestId('kyc-identity-number').fill('S8812345C');
    await memberPage.getByTestId('kyc-front').setInputFiles(photo('front.png', [30, 120, 200]));
    await memberPage.getByTestId('kyc-rear').setInputFiles(photo('rear.png', [200, 120, 30]));
    await memberPage.getByTestId('kyc-front-preview').waitFor();
    await memberPage.getByTestId('kyc-rear-preview').waitFor();
    await screenshot(memberPage, 'kyc-form-en');
    await memberPage.getByTestId('kyc-submit').click();
    await memberPage.getByTestId('kyc-state-pending').waitFor();
    await screenshot(memberPage, 'kyc-pending-en');

    const { context: staffContext, page: staffPage } = await staffDesk(browser(), 'en', officer.token);
    await openSubmission(staffPage);
    assert.equal((await staffPage.getByTestId('admin-kyc-number').textContent())?.trim(), 'S8812345C');
    await staffPage.getByTestId('admin-kyc-image-front').locator('img').waitFor();
    await staffPage.getByTestId('admin-kyc-zoom-in').click();
    assert.equal((await staffPage.getByTestId('admin-kyc-zoom').textContent())?.trim(), '150%');
    await staffPage.getByTestId('admin-kyc-rotate').click();
    const transform = await staffPage
      .getByTestId('admin-kyc-image-front')
      .locator('img')
      .evaluate((img) => img.style.transform);
    assert.equal(transform, 'rotate(90deg)');
    await staffPage.getByTestId('admin-kyc-side').getByText('Back').click();
    await staffPage.getByTestId('admin-kyc-image-rear').locator('img').waitFor();
    await screenshot(staffPage, 'admin-kyc-review-en');

    await staffPage.getByTestId('admin-kyc-reject').click();
    await staffPage.getByTestId('admin-kyc-reject-reason').click();
    await staffPage.getByRole('option', { name: 'Photo blurry or unreadable' }).click();
    await staffPage
      .getByTestId('admin-kyc-reject-note')
      .fill('The back photo is out of focus; please retake it in daylight.');
    await staffPage.getByTestId('admin-kyc-reject-confirm').click();
    await staffPage.getByTestId('admin-kyc-state').filter({ hasText: 'Rejected' }).waitFor();

    // The member sees the reason and the note, and sends a passport instead.
    await memberPage.goto(`${baseUrl}/web/kyc`);
    await memberPage.getByTestId('kyc-state-rejected').waitFor();
    const reason = await memberPage.getByTestId('kyc-reject-reason').textContent();
    assert.match(reason ?? '', /The photo is blurry or hard to read/);
    assert.match(reason ?? '', /retake it in daylight/);
    await screenshot(memberPage, 'kyc-rejected-en');
    await memberPage.getByTestId('kyc-type').getByText('Passport').click();
    await memberPage.getByTestId('kyc-identity-number').fill('K1234567');
    await memberPage.getByTestId('kyc-front').setInputFiles(photo('passport.png', [90, 160, 90]));
    await memberPage.getByTestId('kyc-submit').click();
    await memberPage.getByTestId('kyc-state-pending').waitFor();
    await memberPage.getByTestId('kyc-history').waitFor();

    await openSubmission(staffPage);
    assert.equal((await staffPage.getByTestId('admin-kyc-number').textContent())?.trim(), 'K1234567');
    await staffPage.getByTestId('admin-kyc-approve').click();
    await staffPage.getByTestId('admin-kyc-approve-confirm').click();
    await staffPage.getByTestId('admin-kyc-state').filter({ hasText: 'Approved' }).waitFor();

    await memberPage.goto(`${baseUrl}/web/kyc`);
    await memberPage.getByTestId('kyc-state-approved').waitFor();
    await screenshot(memberPage, 'kyc-approved-en');
    const token = await sessionToken(memberPage);
    const info = await call<MemberInfo>('GET', paths.member.getMemberInfo, { token });
    assert.deepEqual(info.check_kyc, { status: 'approved', can_withdraw: 'approved' });

    // The withdraw guard now lets the member through instead of sending them to /web/kyc.
    await memberPage.goto(`${baseUrl}/web/withdraw_info/withdraw`);
    await memberPage.getByTestId('withdraw-form').waitFor();
    assert.ok(memberPage.url().endsWith('/web/withdraw_info/withdraw'), memberPage.url());

    await staffContext.close();
    await memberContext.close();
  });
});
