import { paths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { hashToken } from '../../lib/tokens';
import { TEST_ROOT_PASSWORD } from '../../test/build-test-app';
import { PASSWORD, createLoggedInMember, createMember, loginToken, uniqueIdentity } from '../../test/factories';
import { call, expectLockOut, expectRateLimit, expectRefusal, expectTooLarge, postRaw } from '../../test/http';
import { codeIn, waitForMails, wrongCode } from './auth.testing';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Another456';

describe('login, logout and password reset', () => {
  const t = useTestApp();

  const login = (username: string, password: string, ip?: string) =>
    call(t, 'POST', paths.auth.login, { username, password }, { ip });
  /** The reset call with a new password of NEW_PASSWORD, as the forgotten-password page sends it. */
  const resetPassword = (email: string | null | undefined, otp: string) =>
    call(t, 'POST', paths.auth.resetPassword, { email, otp, password: NEW_PASSWORD });
  const memberInfo = (token: string) => call(t, 'GET', paths.member.getMemberInfo, undefined, { token });

  describe('login', () => {
    it('logs in by username or email, case-insensitively, and stores only the token hash', async () => {
      const member = await createMember(t);
      for (const name of [member.username, member.username.toUpperCase(), member.email!.toUpperCase()]) {
        const res = await call(
          t,
          'POST',
          paths.auth.login,
          { username: name, password: PASSWORD },
          {
            headers: { 'user-agent': 'vitest-agent' },
            ip: '10.200.0.7',
          },
        );
        expect(res.statusCode, name).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          code: 0,
          message: 'OK',
          data: { user: { id: String(member.id), username: member.username, role_info: { name: 'user' } } },
        });
        const session = await t.db
          .selectFrom('member_sessions')
          .selectAll()
          .where('token_hash', '=', hashToken(body.data.token))
          .executeTakeFirstOrThrow();
        expect(session).toMatchObject({ member_id: member.id, ip: '10.200.0.7', user_agent: 'vitest-agent' });
        expect(session.expires_at.getTime() - t.clock.now().getTime()).toBe(30 * 24 * 60 * MINUTE);
        expect((await memberInfo(body.data.token)).statusCode).toBe(200);
      }
      const stored = await t.db.selectFrom('member_sessions').select('token_hash').execute();
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    });

    it('logs in the seeded root member', async () => {
      const res = await login('root', TEST_ROOT_PASSWORD);
      expect(res.statusCode).toBe(200);
    });

    it('answers LOGIN_FAIL alike for an unknown login and a wrong password', async () => {
      const member = await createMember(t);
      const wrong = await login(member.username, 'Wrong12345');
      const unknown = await login('nobody404z', PASSWORD);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ code: 2000, message: 'LOGIN_FAIL', data: null });
      }
    });

    it('refuses a member without a password (wallet-only) with LOGIN_FAIL', async () => {
      const member = await createMember(t);
      await t.db.updateTable('members').set({ password_hash: null }).where('id', '=', member.id).execute();
      const res = await login(member.username, PASSWORD);
      expect(res.json().message).toBe('LOGIN_FAIL');
    });

    it('tells a frozen member userFreezed only with the right password', async () => {
      const member = await createMember(t, { status: 'frozen' });
      const right = await login(member.username, PASSWORD);
      expectRefusal(right, 403, 'userFreezed');
      const wrong = await login(member.username, 'Wrong12345');
      expect(wrong.json().message).toBe('LOGIN_FAIL');
    });

    it('locks the account for 15 minutes after five failures in a row', async () => {
      const member = await createMember(t);
      await expectLockOut((n) => login(member.username, `Wrong${n}xyz1`), 'LOGIN_FAIL');

      t.clock.advance(5 * MINUTE);
      const whileLocked = await login(member.username, PASSWORD);
      expect(whileLocked.statusCode).toBe(429);
      expect(whileLocked.json()).toMatchObject({ message: 'ACCOUNT_LOCKED', data: { retry_after_seconds: 600 } });

      t.clock.advance(10 * MINUTE);
      const after = await login(member.username, PASSWORD);
      expect(after.statusCode).toBe(200);
    });

    it('resets the failure count on success', async () => {
      const member = await createMember(t);
      for (let i = 0; i < 4; i++) await login(member.username, 'Wrong1234');
      expect((await login(member.username, PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await login(member.username, 'Wrong1234')).json().message).toBe('LOGIN_FAIL');
      }
      const row = await t.db
        .selectFrom('members')
        .select(['failed_login_count', 'locked_until'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ failed_login_count: 4, locked_until: null });
    });

    it('never lets a burst of parallel guesses past five', async () => {
      const member = await createMember(t);
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(member.username, `Burst${i}wrong`)));
      const messages = results.map((r) => r.json().message);
      expect(messages.filter((m) => m === 'LOGIN_FAIL').length).toBeLessThanOrEqual(4);
      expect(messages.filter((m) => m === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(4);
      expect((await login(member.username, PASSWORD)).json().message).toBe('ACCOUNT_LOCKED');
    });

    it('never refuses the right password because of other tries in flight', async () => {
      const member = await createMember(t);
      const results = await Promise.all(Array.from({ length: 8 }, () => login(member.username, PASSWORD)));
      expect(results.map((r) => r.json().message)).toEqual(Array(8).fill('OK'));
    });

    it('rejects missing and mistyped fields with 400', async () => {
      const cases: Array<[unknown, Record<string, string>]> = [
        [{}, { username: 'required', password: 'required' }],
        [{ username: 'someone' }, { password: 'required' }],
        [{ username: ['a'], password: 'x' }, { username: 'required' }],
        [{ username: 'someone', password: 'x'.repeat(129) }, { password: 'tooLong' }],
      ];
      for (const [body, fields] of cases) {
        const res = await call(t, 'POST', paths.auth.login, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields } });
      }
      expectRefusal(await postRaw(t, paths.auth.login, '{'), 400, 'INVALID_JSON');
      expect((await postRaw(t, paths.auth.login, '')).statusCode).toBe(400);
      await expectTooLarge(t, paths.auth.login, { username: 'x', password: 'y' });
    });

    it('limits login attempts per IP', async () => {
      const ip = '10.201.0.1';
      await expectRateLimit(20, 422, (n) => login(`nobody${n}abc`, 'Wrong1234', ip));
      // Another address is not affected.
      expect((await login('nobodyxyz', 'Wrong1234')).statusCode).toBe(422);
    });
  });

  describe('logout', () => {
    it('revokes the current session only', async () => {
      const member = await createLoggedInMember(t);
      const other = await loginToken(t, member.username);
      const res = await call(t, 'POST', paths.auth.logout, undefined, { token: member.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, message: 'OK', data: null });
      const after = await memberInfo(member.token);
      expectRefusal(after, 401, 'unauthorized');
      expect((await memberInfo(other)).statusCode).toBe(200);
      // Logging out twice is simply unauthorized.
      expect((await call(t, 'POST', paths.auth.logout, undefined, { token: member.token })).statusCode).toBe(401);
    });

    it('needs a session', async () => {
      const res = await call(t, 'POST', paths.auth.logout);
      expectRefusal(res, 401, 'unauthorized');
    });
  });

  describe('reset-password', () => {
    async function requestResetCode(email: string) {
      const res = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en', purpose: 'reset_password' });
      expect(res.statusCode).toBe(200);
      const mails = await waitForMails(t, email, 1);
      return codeIn(mails.at(-1));
    }

    it('sets the new password with the mailed code, ends every session and lifts a lock-out', async () => {
      const member = await createLoggedInMember(t);
      const second = await loginToken(t, member.username);
      for (let i = 0; i < 5; i++) await login(member.username, 'Wrong1234');
      expect((await login(member.username, PASSWORD)).json().message).toBe('ACCOUNT_LOCKED');

      const code = await requestResetCode(member.email!);
      const res = await call(t, 'POST', paths.auth.resetPassword, {
        email: member.email!.toUpperCase(),
        otp: code,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, message: 'OK', data: null });
      expect((await memberInfo(member.token)).statusCode).toBe(401);
      expect((await memberInfo(second)).statusCode).toBe(401);
      expect((await login(member.username, PASSWORD)).json().message).toBe('LOGIN_FAIL');
      expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('spends the code: the same code does not work twice', async () => {
      const member = await createMember(t);
      const code = await requestResetCode(member.email!);
      const body = { email: member.email, otp: code, password: NEW_PASSWORD };
      expect((await call(t, 'POST', paths.auth.resetPassword, body)).statusCode).toBe(200);
      const again = await call(t, 'POST', paths.auth.resetPassword, { ...body, password: 'Third7890' });
      expectRefusal(again, 422, 'INCORRECT_OTP');
    });

    it('accepts a code check-otp verified within 30 minutes, even past its 10', async () => {
      const member = await createMember(t);
      const code = await requestResetCode(member.email!);
      const checked = await call(t, 'GET', paths.global.checkOtp, undefined, {
        query: { email: member.email!, otp: code, purpose: 'reset_password' },
      });
      expect(checked.json().message).toBe('OTP_OK');
      t.clock.advance(25 * MINUTE);
      const res = await resetPassword(member.email, code);
      expect(res.statusCode).toBe(200);
    });

    it('refuses an unverified code after 10 minutes, and a verified one after 30', async () => {
      const a = await createMember(t);
      const codeA = await requestResetCode(a.email!);
      t.clock.advance(11 * MINUTE);
      const expired = await resetPassword(a.email, codeA);
      expect(expired.json().message).toBe('INCORRECT_OTP');

      const b = await createMember(t);
      const codeB = await requestResetCode(b.email!);
      await call(t, 'GET', paths.global.checkOtp, undefined, {
        query: { email: b.email!, otp: codeB, purpose: 'reset_password' },
      });
      t.clock.advance(31 * MINUTE);
      const stale = await resetPassword(b.email, codeB);
      expect(stale.json().message).toBe('INCORRECT_OTP');
      expect((await login(b.username, PASSWORD)).statusCode).toBe(200);
    });

    it('counts wrong codes and burns the code after five', async () => {
      const member = await createMember(t);
      const code = await requestResetCode(member.email!);
      for (let i = 0; i < 5; i++) {
        const res = await resetPassword(member.email, wrongCode(code));
        expect(res.json().message).toBe('INCORRECT_OTP');
      }
      const right = await resetPassword(member.email, code);
      expect(right.json().message).toBe('INCORRECT_OTP');
      expect((await login(member.username, PASSWORD)).statusCode).toBe(200);
    });

    it('fails like a wrong code for an unknown email', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en', purpose: 'reset_password' });
      const res = await resetPassword(email, '123456');
      expectRefusal(res, 422, 'INCORRECT_OTP');
    });

    it('does not take a sign-up code', async () => {
      const { email } = uniqueIdentity();
      await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
      const signupCode = codeIn((await waitForMails(t, email, 1)).at(-1));
      const member = await createMember(t, { email });
      const res = await resetPassword(email, signupCode);
      expect(res.json().message).toBe('INCORRECT_OTP');
      expect((await login(member.username, PASSWORD)).statusCode).toBe(200);
    });

    it('checks the fields', async () => {
      const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
        [{ email: 'a@b.co', otp: '123456', password: 'weak' }, 'VALIDATION_ERROR', { password: 'weakPassword' }],
        [
          { email: 'a@b.co', otp: '123456', password: NEW_PASSWORD, password_confirmation: 'Other1234' },
          'passwordNotMatch',
          { password_confirmation: 'passwordNotMatch' },
        ],
        [{ email: 'a@b.co', otp: 'abc', password: NEW_PASSWORD }, 'VALIDATION_ERROR', { otp: 'digitsOnly' }],
        [{ otp: '123456', password: NEW_PASSWORD }, 'VALIDATION_ERROR', { email: 'required' }],
      ];
      for (const [body, message, fields] of cases) {
        const res = await call(t, 'POST', paths.auth.resetPassword, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message, data: { fields } });
      }
    });
  });

  describe('maintenance', () => {
    it('answers auth and member calls with 503 maintenance while SITE_ON=0', async () => {
      const member = await createLoggedInMember(t);
      await t.app.deps.settings.set('SITE_ON', '0', null);
      try {
        const loginRes = await login(member.username, PASSWORD);
        expect(loginRes.statusCode).toBe(503);
        expect(loginRes.json()).toMatchObject({ message: 'maintenance' });
        const info = await memberInfo(member.token);
        expectRefusal(info, 503, 'maintenance');
        const signup = await call(t, 'POST', paths.auth.signup, {});
        expect(signup.statusCode).toBe(503);
        expect((await call(t, 'GET', paths.global.lookup)).json().data.SITE_ON).toBe('0');
      } finally {
        await t.app.deps.settings.set('SITE_ON', '1', null);
      }
      expect((await memberInfo(member.token)).statusCode).toBe(200);
    });
  });
});
