import { languages } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { contactAckMail, contactAckTexts } from './contact-ack-mail';
import { fillTemplate, placeholdersOf } from './fill-template';
import { notificationMail, notificationMailTexts } from './notification-mail';
import { otpMail, otpMailTexts } from './otp-mail';
import { signupAttemptMail, signupAttemptTexts } from './signup-attempt-mail';

/** Every string of a template dictionary, by a stable path, for comparing languages. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => Object.entries(flatten(v, `${prefix}.${k}`))),
  );
}

describe.each([
  ['otp', otpMailTexts],
  ['contact acknowledgement', contactAckTexts],
  ['notification', notificationMailTexts],
  ['sign-up attempt notice', signupAttemptTexts],
] as const)('%s mail texts', (_name, texts) => {
  const english = flatten(texts.en);

  it.each(languages)('%s has every string, non-empty, with the English placeholders', (language) => {
    const strings = flatten(texts[language]);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholdersOf(text), `${language}${key}`).toEqual(placeholdersOf(english[key]!));
    }
  });

  it.each(languages.filter((l) => l !== 'en'))('%s is translated, not an English copy', (language) => {
    const strings = flatten(texts[language]);
    const copied = Object.keys(strings).filter((key) => strings[key] === english[key]);
    expect(copied).toEqual([]);
  });
});

describe('mail builders', () => {
  it('puts the code, validity and product in the OTP mail', () => {
    const mail = otpMail({
      to: 'a@b.co',
      language: 'en',
      purpose: 'reset_password',
      code: '042917',
      productName: 'Tandem',
      validMinutes: 10,
    });
    expect(mail.to).toBe('a@b.co');
    expect(mail.subject).toBe('Your Tandem password reset code');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('gives each purpose its own subject in every language', () => {
    for (const language of languages) {
      const subjects = Object.values(otpMailTexts[language].subjects);
      expect(new Set(subjects).size, language).toBe(subjects.length);
    }
  });

  // Neither mail carries a code, and neither leaves a placeholder unfilled.
  it.each([
    ['sign-up attempt notice', signupAttemptMail, 'th'],
    ['contact acknowledgement', contactAckMail, 'ko'],
  ] as const)('builds the %s with the product name, without a code or placeholders left', (_, make, language) => {
    const mail = make({ to: 'a@b.co', language, productName: 'Tandem' });
    expect(mail.subject).toContain('Tandem');
    expect(mail.text).not.toMatch(/\{\w+\}|\d{6}/);
  });

  it('writes a KYC rejection with the reason and note in the member language', () => {
    const mail = notificationMail({
      to: 'a@b.co',
      language: 'ja',
      productName: 'Tandem',
      kind: 'kyc_rejected',
      params: { reason: 'document_expired', note: '裏面' },
    });
    expect(mail.subject).toBe('Tandem 本人確認が承認されませんでした');
    expect(mail.text).toContain('書類の有効期限が切れています（備考：裏面）');
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('shows a stake expiry date in the business time zone, labelled, and the amount', () => {
    const mail = (timeZone?: string) =>
      notificationMail({
        to: 'a@b.co',
        language: 'en',
        productName: 'Tandem',
        kind: 'stake_expiry',
        params: { stake_id: '1', amount: '100.000000', expires_at: '2026-12-01T20:30:00.000Z' },
        timeZone,
      }).text;
    expect(mail('Asia/Singapore')).toContain('100.00 USDT expires on 2026-12-02 04:30 (GMT+8)');
    expect(mail()).toContain('100.00 USDT expires on 2026-12-01 20:30 UTC');
  });

  it('writes amounts with two places and grouping in the member language, never the wire six places (D6)', () => {
    const mail = (language: 'zh' | 'en' | 'th', amount: string) =>
      notificationMail({
        to: 'a@b.co',
        language,
        productName: 'Tandem',
        kind: 'deposit_approved',
        params: { deposit_id: '1', amount },
      }).text;
    expect(mail('zh', '1500.000000')).toContain('您的 1,500.00 USDT 充值已审核通过');
    expect(mail('en', '1234567.509999')).toContain('Your deposit of 1,234,567.50 USDT');
    expect(mail('th', '0.000001')).toContain('0.00 USDT');
    expect(mail('en', '1500.000000')).not.toContain('000000');
  });

  it('leaves an unknown placeholder visible', () => {
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
