import {
  LOOKUP_BUSINESS_TZ,
  LOOKUP_CHAIN_ID,
  LOOKUP_WALLETCONNECT_PROJECT_ID,
  paths,
  settingDefinitions,
  settingKeys,
} from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { call, expectRateLimit, expectRefusal, expectTooLarge, postRaw } from '../../test/http';
import { createMember, uniqueIdentity } from '../../test/factories';
import { latestCode, mailsTo, signupBody, waitForMails, wrongCode } from '../auth/auth.testing';

const MINUTE = 60_000;

describe('global calls', () => {
  const t = useTestApp();

  describe('lookup', () => {
    it('answers exactly the public settings as text', async () => {
      const res = await call(t, 'GET', paths.global.lookup);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(0);
      const publicKeys = [...settingKeys.filter((k) => settingDefinitions[k].isPublic), LOOKUP_BUSINESS_TZ].sort();
      expect(Object.keys(body.data).sort()).toEqual(publicKeys);
      expect(body.data[LOOKUP_BUSINESS_TZ]).toBe('Asia/Singapore');
      expect(body.data.SITE_ON).toBe('1');
      expect(body.data.WITHDRAW_FEE).toBe('5');
      expect(body.data).not.toHaveProperty('DIRECT_BONUS_PERCENT');
    });

    it('shows a changed value', async () => {
      await t.app.deps.settings.set('BTC_PRICE', '70000', null);
      const res = await call(t, 'GET', paths.global.lookup);
      expect(res.json().data.BTC_PRICE).toBe('70000');
    });
  });

  describe('country_list', () => {
    it('lists countries by English name with the spec fields, Singapore as 194', async () => {
      const res = await call(t, 'GET', paths.global.countryList);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<Record<string, unknown>>;
      expect(list.length).toBeGreaterThan(0);
      expect(Object.keys(list[0]!).sort()).toEqual(['country_code', 'id', 'iso', 'name', 'name_en']);
      expect(list.find((c) => c.id === 194)).toMatchObject({ name_en: 'Singapore', iso: 'SG' });
      const names = list.map((c) => String(c.name_en));
      expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
      if (names.includes('Åland Islands'))
        expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    });
  });

  describe('sent-otp and check-otp (sign-up)', () => {
    it('mails a six-digit code in the requested language and verifies it', async () => {
      const { email } = uniqueIdentity();
      const sent = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'ja', country_id: 194 });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ code: 0, message: 'otp_sent', data: { resend_after_seconds: 60 } });
      const mails = mailsTo(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('認証コード');
      const code = latestCode(t, email);
      // Stored hashed: the code itself is nowhere in the table.
      const rows = await t.db.selectFrom('otp_codes').selectAll().where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).not.toContain(code);

      const checked = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: code } });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ code: 0, message: 'OTP_OK', data: null });
      const row = await t.db
        .selectFrom('otp_codes')
        .select('verified_at')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row?.verified_at).toBeInstanceOf(Date);
    });

    it('falls back to Accept-Language, then to Chinese, for the mail language', async () => {
      const a = uniqueIdentity();
      await call(
        t,
        'POST',
        paths.global.sentOtp,
        { email: a.email },
        { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } },
      );
      expect(mailsTo(t, a.email)[0]!.subject).toContain('인증 코드');
      const b = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email: b.email });
      expect(mailsTo(t, b.email)[0]!.subject).toContain('注册验证码');
    });

    it('treats the email case-insensitively', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email: email.toUpperCase(), lang: 'en' });
      const res = await call(t, 'GET', paths.global.checkOtp, undefined, {
        query: { email, otp: latestCode(t, email) },
      });
      expect(res.json().message).toBe('OTP_OK');
    });

    it('answers a registered email exactly like a new one, mails the owner a notice and no code', async () => {
      // Was EMAIL_EXITS (409), which told anyone which emails have accounts (issue #9).
      const member = await createMember(t, { language: 'ko' });
      const fresh = uniqueIdentity();
      const known = await call(t, 'POST', paths.global.sentOtp, { email: member.email!.toUpperCase(), lang: 'en' });
      const unknown = await call(t, 'POST', paths.global.sentOtp, { email: fresh.email, lang: 'en' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ code: 0, message: 'otp_sent', data: { resend_after_seconds: 60 } });

      // The owner hears of it, in their own language, without any code.
      const mails = mailsTo(t, member.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('가입이 시도되었습니다');
      expect(mails[0]!.text).not.toMatch(/\d{6}/);
      // The resend timer runs the same for both.
      t.clock.advance(10_000);
      for (const email of [member.email!, fresh.email]) {
        const early = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
        expect(early.statusCode, email).toBe(429);
        expect(early.json()).toMatchObject({ message: 'OTP_TOO_SOON', data: { retry_after_seconds: 50 } });
      }
      expect(mailsTo(t, member.email!)).toHaveLength(1);

      // Sign-up cannot go on with it: no code for it reached anyone, so none is verified (and
      // signup keeps its EMAIL_EXITS check behind that as a guard).
      const signup = await call(t, 'POST', paths.auth.signup, signupBody({ email: member.email }));
      expectRefusal(signup, 422, 'OTP_NOT_VERIFIED');
    });

    it('refuses a resend within 60 s with OTP_TOO_SOON and the wait, then allows it', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      t.clock.advance(20_000);
      const early = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ message: 'OTP_TOO_SOON', data: { retry_after_seconds: 40 } });
      expect(mailsTo(t, email)).toHaveLength(1);
      t.clock.advance(40_000);
      const later = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      expect(later.statusCode).toBe(200);
      expect(mailsTo(t, email)).toHaveLength(2);
    });

    it('keeps only the newest code valid', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      const first = latestCode(t, email);
      t.clock.advance(MINUTE);
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      const second = latestCode(t, email);
      if (first !== second) {
        const old = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: first } });
        expect(old.json().message).toBe('INCORRECT_OTP');
      }
      const fresh = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: second } });
      expect(fresh.json().message).toBe('OTP_OK');
    });

    it('answers INCORRECT_OTP for a wrong code, an unknown email and an expired code', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      const code = latestCode(t, email);
      const wrong = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: wrongCode(code) } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ message: 'INCORRECT_OTP' });
      const unknown = await call(t, 'GET', paths.global.checkOtp, undefined, {
        query: { email: uniqueIdentity().email, otp: code },
      });
      expect(unknown.json()).toMatchObject({ message: 'INCORRECT_OTP' });
      t.clock.advance(10 * MINUTE + 1_000);
      const expired = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: code } });
      expect(expired.json()).toMatchObject({ message: 'INCORRECT_OTP' });
    });

    it('burns a code after five wrong tries', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      const code = latestCode(t, email);
      for (let i = 0; i < 5; i++) {
        const res = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: wrongCode(code) } });
        expect(res.json().message).toBe('INCORRECT_OTP');
      }
      const right = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: code } });
      expectRefusal(right, 422, 'INCORRECT_OTP');
    });

    it('keeps sign-up and reset codes apart', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      const res = await call(t, 'GET', paths.global.checkOtp, undefined, {
        query: { email, otp: latestCode(t, email), purpose: 'reset_password' },
      });
      expect(res.json().message).toBe('INCORRECT_OTP');
    });

    it('rejects bad input with field errors, never 500', async () => {
      const cases: Array<[unknown, Record<string, string>]> = [
        [{}, { email: 'required' }],
        [{ email: 'not-an-email' }, { email: 'invalidEmail' }],
        [{ email: 12345 }, { email: 'required' }],
        [{ email: 'a@b.co', purpose: 'hack' }, { purpose: 'invalid' }],
      ];
      for (const [body, fields] of cases) {
        const res = await call(t, 'POST', paths.global.sentOtp, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields } });
      }
      const query = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email: 'a@b.co', otp: '12ab' } });
      expect(query.statusCode).toBe(400);
      expect(query.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { otp: 'digitsOnly' } } });
      const missing = await call(t, 'GET', paths.global.checkOtp);
      expect(missing.statusCode).toBe(400);
    });

    it('answers broken JSON and oversize bodies with their catalogue codes', async () => {
      const broken = await postRaw(t, paths.global.sentOtp, '{"email": ', 'application/json', { ip: '10.250.0.1' });
      expectRefusal(broken, 400, 'INVALID_JSON');
      await expectTooLarge(t, paths.global.contactUs, { fullname: 'x', email: 'big@example.test', topic: 'x' });
    });

    it('limits code requests per IP', async () => {
      const ip = '10.250.1.1';
      await expectRateLimit(10, 200, () =>
        call(t, 'POST', paths.global.sentOtp, { email: uniqueIdentity().email, lang: 'en' }, { ip }),
      );
    });
  });

  describe('sent-otp for a password reset', () => {
    it('mails a known email in its requested language', async () => {
      const member = await createMember(t, { language: 'vi' });
      const res = await call(t, 'POST', paths.global.sentOtp, {
        email: member.email,
        lang: 'th',
        purpose: 'reset_password',
      });
      expect(res.json()).toEqual({ code: 0, message: 'otp_sent', data: { resend_after_seconds: 60 } });
      const mails = await waitForMails(t, member.email!, 1);
      expect(mails[0]!.subject).toContain('รีเซ็ตรหัสผ่าน');
    });

    it("uses the member's language when none is asked for", async () => {
      const member = await createMember(t, { language: 'vi' });
      await call(t, 'POST', paths.global.sentOtp, { email: member.email, purpose: 'reset_password' });
      const mails = await waitForMails(t, member.email!, 1);
      expect(mails[0]!.subject).toContain('đặt lại mật khẩu');
    });

    it('answers an unknown email the same way but sends nothing', async () => {
      const { email } = uniqueIdentity();
      const res = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en', purpose: 'reset_password' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, message: 'otp_sent', data: { resend_after_seconds: 60 } });
      // The resend timer behaves as for a real account.
      const again = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en', purpose: 'reset_password' });
      expect(again.json().message).toBe('OTP_TOO_SOON');
      // A known email asked at the same time shows the wait covers the background send.
      const known = await createMember(t);
      await call(t, 'POST', paths.global.sentOtp, { email: known.email, lang: 'en', purpose: 'reset_password' });
      await t.mailIdle();
      expect(mailsTo(t, known.email!)).toHaveLength(1);
      expect(mailsTo(t, email)).toHaveLength(0);
    });
  });

  describe('contactUs', () => {
    it('stores the message for staff and acknowledges in the body language', async () => {
      const { email } = uniqueIdentity();
      const body = { fullname: 'Mei Lin', email, topic: 'Deposit', message: 'Where is my deposit?', lang: 'zh-TW' };
      const res = await call(t, 'POST', paths.global.contactUs, body, { ip: '10.250.2.1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, message: 'contact_received', data: null });
      const row = await t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirst();
      expect(row).toMatchObject({
        fullname: 'Mei Lin',
        topic: 'Deposit',
        message: 'Where is my deposit?',
        language: 'zh-TW',
        ip: '10.250.2.1',
      });
      const mails = await waitForMails(t, email, 1);
      expect(mails[0]!.subject).toContain('我們已收到您的留言');
      // The acknowledgement repeats nothing the sender typed.
      expect(mails[0]!.text).not.toContain('Where is my deposit?');
      expect(mails[0]!.text).not.toContain('Mei Lin');
    });

    it('takes the language from Accept-Language when the body has none', async () => {
      const { email } = uniqueIdentity();
      await call(
        t,
        'POST',
        paths.global.contactUs,
        { fullname: 'Budi', email, topic: 'Akun', message: 'Halo' },
        { headers: { 'accept-language': 'id-ID,id;q=0.9' } },
      );
      const mails = await waitForMails(t, email, 1);
      expect(mails[0]!.subject).toContain('Pesan Anda telah kami terima');
    });

    it('rejects missing and too long fields', async () => {
      const res = await call(t, 'POST', paths.global.contactUs, { fullname: '', email: 'x@y.co', message: 'm' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'VALIDATION_ERROR',
        data: { fields: { fullname: 'required', topic: 'required' } },
      });
      const long = await call(t, 'POST', paths.global.contactUs, {
        fullname: 'a',
        email: 'x@y.co',
        topic: 't',
        message: 'x'.repeat(5001),
      });
      expect(long.json()).toMatchObject({ data: { fields: { message: 'tooLong' } } });
    });

    it('limits messages per IP', async () => {
      const ip = '10.250.3.1';
      await expectRateLimit(5, 200, (n) =>
        call(
          t,
          'POST',
          paths.global.contactUs,
          { fullname: 'Spam', email: `spam${n}@example.test`, topic: 't', message: 'm' },
          { ip },
        ),
      );
    });
  });

  describe('maintenance', () => {
    it('keeps global calls open while SITE_ON=0', async () => {
      await t.app.deps.settings.set('SITE_ON', '0', null);
      try {
        const lookup = await call(t, 'GET', paths.global.lookup);
        expect(lookup.statusCode).toBe(200);
        expect(lookup.json().data.SITE_ON).toBe('0');
        const countries = await call(t, 'GET', paths.global.countryList);
        expect(countries.statusCode).toBe(200);
      } finally {
        await t.app.deps.settings.set('SITE_ON', '1', null);
      }
    });
  });

  describe('check-referral (D15)', () => {
    it('answers the sponsor for an active member, the same refusals as sign-up otherwise', async () => {
      const sponsor = await createMember(t);
      const downline = await createMember(t, { sponsorId: sponsor.id });
      const stranger = await createMember(t);
      const frozen = await createMember(t, { status: 'frozen' });
      const check = (query: Record<string, string>) =>
        call(t, 'GET', paths.global.checkReferral, undefined, { query, ip: '10.250.9.1' });

      const found = await check({ ref_id: sponsor.username.toUpperCase() });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ data: { sponsor: sponsor.username } });
      expect((await check({ ref_id: sponsor.username, jid: downline.username })).statusCode).toBe(200);

      expectRefusal(await check({ ref_id: 'nosuchuser' }), 422, 'INCORRECT_SPONSOR');
      expectRefusal(await check({ ref_id: frozen.username }), 422, 'INCORRECT_SPONSOR');
      expectRefusal(await check({ ref_id: sponsor.username, jid: stranger.username }), 422, 'Incorrect_Referral_Code');
      const empty = await check({ ref_id: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { ref_id: 'required' } } });
    });
  });
});

describe('lookup with a WalletConnect project id configured', () => {
  const t = useTestApp({ env: { WALLETCONNECT_PROJECT_ID: 'e2e0walletconnect0project0id' } });

  it('carries the project id for the wallet picker (absent without one: the exact key list above)', async () => {
    const res = await call(t, 'GET', paths.global.lookup);
    expect(res.json().data[LOOKUP_WALLETCONNECT_PROJECT_ID]).toBe('e2e0walletconnect0project0id');
  });
});

describe('lookup with a chain configured', () => {
  const t = useTestApp({ env: { CHAIN_ID: '97' } });

  it('carries the chain id, so a paid withdrawal links its tx hash to the right explorer', async () => {
    const res = await call(t, 'GET', paths.global.lookup);
    expect(res.json().data[LOOKUP_CHAIN_ID]).toBe('97');
  });
});
