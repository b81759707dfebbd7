import { paths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { AppError } from '../../lib/app-error';
import { PASSWORD, createLoggedInMember, loginToken } from '../../test/factories';
import { call, expectLockOut, expectRefusal, expectTooLarge, post } from '../../test/http';
import { latestCode, mailsTo, wrongCode } from '../auth/auth.testing';
import { verifySecondaryPassword } from './secondary-password.service';

const MINUTE = 60_000;
const SEC = 'Second789';
const NEW_SEC = 'Second790';

describe('member security calls', () => {
  const t = useTestApp();

  const info = (token: string) => call(t, 'GET', paths.member.getMemberInfo, undefined, { token });
  /** Sets the secondary password to `password`, confirmed as `confirmation` (the same unless given). */
  const setSec = (token: string, password: string, confirmation = password) =>
    post(t, paths.member.setSecPassword, { password, password_confirmation: confirmation }, { token });

  describe('requestUserOTP and checkUserOTP', () => {
    it("mails a code to the member's own email in the member's language and verifies it", async () => {
      const member = await createLoggedInMember(t, { language: 'zh-TW' });
      const res = await post(
        t,
        paths.member.requestUserOtp,
        { otp_type: 'reset_secpassword' },
        { token: member.token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, message: 'otp_sent', data: { resend_after_seconds: 60 } });
      const mails = mailsTo(t, member.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('重設二級密碼');
      const checked = await post(
        t,
        paths.member.checkUserOtp,
        { otp: latestCode(t, member.email!), otp_type: 'reset_secpassword' },
        { token: member.token },
      );
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ code: 0, message: 'OTP_OK', data: null });
    });

    it('answers emailEmpty for a member without an email', async () => {
      const member = await createLoggedInMember(t, { email: null });
      expectRefusal(
        await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token }),
        400,
        'emailEmpty',
      );
    });

    it('refuses a resend of the same type within 60 s', async () => {
      const member = await createLoggedInMember(t);
      await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token });
      t.clock.advance(30_000);
      const early = await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ message: 'OTP_TOO_SOON', data: { retry_after_seconds: 30 } });
      // Another type has its own timer.
      expect(
        (await post(t, paths.member.requestUserOtp, { otp_type: 'change_email' }, { token: member.token })).statusCode,
      ).toBe(200);
      t.clock.advance(30_000);
      expect(
        (await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token })).statusCode,
      ).toBe(200);
    });

    it("answers INCORRECT_OTP for a wrong code, another type's code, another member's code", async () => {
      const member = await createLoggedInMember(t);
      const other = await createLoggedInMember(t);
      await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token });
      const code = latestCode(t, member.email!);
      expectRefusal(
        await post(
          t,
          paths.member.checkUserOtp,
          { otp: wrongCode(code), otp_type: 'security' },
          { token: member.token },
        ),
        422,
        'INCORRECT_OTP',
      );
      expectRefusal(
        await post(t, paths.member.checkUserOtp, { otp: code, otp_type: 'reset_secpassword' }, { token: member.token }),
        422,
        'INCORRECT_OTP',
      );
      expectRefusal(
        await post(t, paths.member.checkUserOtp, { otp: code, otp_type: 'security' }, { token: other.token }),
        422,
        'INCORRECT_OTP',
      );
      const right = await post(
        t,
        paths.member.checkUserOtp,
        { otp: code, otp_type: 'security' },
        { token: member.token },
      );
      expect(right.json().message).toBe('OTP_OK');
    });

    it('rejects unknown types and malformed codes', async () => {
      const member = await createLoggedInMember(t);
      const type = await post(t, paths.member.requestUserOtp, { otp_type: 'everything' }, { token: member.token });
      expect(type.statusCode).toBe(400);
      expect(type.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { otp_type: 'invalid' } } });
      const missing = await post(t, paths.member.requestUserOtp, {}, { token: member.token });
      expect(missing.statusCode).toBe(400);
      const code = await post(t, paths.member.checkUserOtp, { otp: 123456 }, { token: member.token });
      expect(code.statusCode).toBe(400);
      expect(code.json()).toMatchObject({ data: { fields: { otp: 'required' } } });
    });
  });

  describe('change-password', () => {
    it('changes the password and ends every other session', async () => {
      const member = await createLoggedInMember(t);
      const other = await loginToken(t, member.username);
      const res = await post(
        t,
        paths.member.changePassword,
        { current_password: PASSWORD, password: 'Changed123', password_confirmation: 'Changed123' },
        { token: member.token },
      );
      expect(res.statusCode).toBe(200);
      expect((await info(member.token)).statusCode).toBe(200);
      expect((await info(other)).statusCode).toBe(401);
      const oldLogin = await call(t, 'POST', paths.auth.login, { username: member.username, password: PASSWORD });
      expect(oldLogin.json().message).toBe('LOGIN_FAIL');
      expect((await loginToken(t, member.username, 'Changed123')).length).toBeGreaterThan(0);
    });

    it('answers INCORRECT_PASSWORD for a wrong current password, counting towards the lock-out', async () => {
      const member = await createLoggedInMember(t);
      const body = { current_password: 'Wrong1234', password: 'Changed123', password_confirmation: 'Changed123' };
      await expectLockOut(
        () => post(t, paths.member.changePassword, body, { token: member.token }),
        'INCORRECT_PASSWORD',
      );
      // Locked for login too, and for the right current password.
      const loginRes = await call(t, 'POST', paths.auth.login, { username: member.username, password: PASSWORD });
      expect(loginRes.json().message).toBe('ACCOUNT_LOCKED');
      const right = await post(
        t,
        paths.member.changePassword,
        { ...body, current_password: PASSWORD },
        { token: member.token },
      );
      expect(right.json().message).toBe('ACCOUNT_LOCKED');
    });

    it('checks the new password rule and confirmation', async () => {
      const member = await createLoggedInMember(t);
      const weak = await post(
        t,
        paths.member.changePassword,
        { current_password: PASSWORD, password: 'weak', password_confirmation: 'weak' },
        { token: member.token },
      );
      expect(weak.json()).toMatchObject({
        message: 'VALIDATION_ERROR',
        data: { fields: { password: 'weakPassword' } },
      });
      const mismatch = await post(
        t,
        paths.member.changePassword,
        { current_password: PASSWORD, password: 'Changed123', password_confirmation: 'Changed124' },
        { token: member.token },
      );
      expectRefusal(mismatch, 400, 'passwordNotMatch');
      const missing = await post(t, paths.member.changePassword, { password: 'Changed123' }, { token: member.token });
      expect(missing.json()).toMatchObject({ data: { fields: { current_password: 'required' } } });
      await expectTooLarge(t, paths.member.changePassword, {}, { token: member.token });
    });
  });

  describe('secondary password', () => {
    it('sets it once, masked in member info', async () => {
      const member = await createLoggedInMember(t);
      const res = await setSec(member.token, SEC);
      expect(res.statusCode).toBe(200);
      expect((await info(member.token)).json().data.password2).toBe('******');
      const again = await setSec(member.token, NEW_SEC);
      expectRefusal(again, 409, 'SEC_PASSWORD_ALREADY_SET');
    });

    it('must differ from the login password', async () => {
      const member = await createLoggedInMember(t);
      const same = await setSec(member.token, PASSWORD);
      expectRefusal(same, 422, 'SAME_AS_LOGIN_PASSWORD');
      expect((await info(member.token)).json().data.password2).toBeNull();
    });

    it('checks the rule and the confirmation', async () => {
      const member = await createLoggedInMember(t);
      const weak = await setSec(member.token, 'abc');
      expect(weak.json()).toMatchObject({
        message: 'VALIDATION_ERROR',
        data: { fields: { password: 'weakPassword' } },
      });
      const mismatch = await setSec(member.token, SEC, NEW_SEC);
      expectRefusal(mismatch, 400, 'passwordNotMatch');
    });

    it('changes it with the current one', async () => {
      const member = await createLoggedInMember(t, { secPassword: SEC });
      const body = { current_sec_password: SEC, password: NEW_SEC, password_confirmation: NEW_SEC };
      expect((await post(t, paths.member.changeSecPassword, body, { token: member.token })).statusCode).toBe(200);
      await expect(verifySecondaryPassword(t.app.deps, member.id, NEW_SEC)).resolves.toBeUndefined();
      const stale = await post(t, paths.member.changeSecPassword, body, { token: member.token });
      expectRefusal(stale, 422, 'INCORRECT_SEC_PASSWORD');
    });

    it('refuses a new secondary password equal to the login password', async () => {
      const member = await createLoggedInMember(t, { secPassword: SEC });
      const res = await post(
        t,
        paths.member.changeSecPassword,
        { current_sec_password: SEC, password: PASSWORD, password_confirmation: PASSWORD },
        { token: member.token },
      );
      expectRefusal(res, 422, 'SAME_AS_LOGIN_PASSWORD');
      await expect(verifySecondaryPassword(t.app.deps, member.id, SEC)).resolves.toBeUndefined();
    });

    it('locks after five wrong secondary passwords for 15 minutes', async () => {
      const member = await createLoggedInMember(t, { secPassword: SEC });
      const body = { current_sec_password: 'Wrong1234', password: NEW_SEC, password_confirmation: NEW_SEC };
      await expectLockOut(
        () => post(t, paths.member.changeSecPassword, body, { token: member.token }),
        'INCORRECT_SEC_PASSWORD',
      );
      const right = await post(
        t,
        paths.member.changeSecPassword,
        { ...body, current_sec_password: SEC },
        { token: member.token },
      );
      expectRefusal(right, 429, 'ACCOUNT_LOCKED');
      // The login password is a separate counter.
      expect((await loginToken(t, member.username)).length).toBeGreaterThan(0);
      t.clock.advance(15 * MINUTE);
      expect(
        (await post(t, paths.member.changeSecPassword, { ...body, current_sec_password: SEC }, { token: member.token }))
          .statusCode,
      ).toBe(200);
    });

    it('verifySecondaryPassword: not set, wrong, right', async () => {
      const unset = await createLoggedInMember(t);
      await expect(verifySecondaryPassword(t.app.deps, unset.id, SEC)).rejects.toMatchObject({
        code: 'SEC_PASSWORD_NOT_SET',
      });
      const member = await createLoggedInMember(t, { secPassword: SEC });
      const wrong = await verifySecondaryPassword(t.app.deps, member.id, 'Nope12345').catch((e: unknown) => e);
      expect(wrong).toBeInstanceOf(AppError);
      expect(wrong).toMatchObject({ code: 'INCORRECT_SEC_PASSWORD', status: 422 });
      await expect(verifySecondaryPassword(t.app.deps, member.id, SEC)).resolves.toBeUndefined();
      const row = await t.db
        .selectFrom('members')
        .select('failed_sec_password_count')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row.failed_sec_password_count).toBe(0);
    });

    describe('reset-secpassword', () => {
      async function requestResetCode(token: string, email: string) {
        await post(t, paths.member.requestUserOtp, { otp_type: 'reset_secpassword' }, { token });
        return latestCode(t, email);
      }

      it('resets with the code in the body, lifts the lock-out and spends the code', async () => {
        const member = await createLoggedInMember(t, { secPassword: SEC });
        for (let i = 0; i < 5; i++) await verifySecondaryPassword(t.app.deps, member.id, 'Wrong1234').catch(() => {});
        await expect(verifySecondaryPassword(t.app.deps, member.id, SEC)).rejects.toMatchObject({
          code: 'ACCOUNT_LOCKED',
        });
        const otp = await requestResetCode(member.token, member.email!);
        const body = { password: NEW_SEC, password_confirmation: NEW_SEC, otp };
        expect((await post(t, paths.member.resetSecPassword, body, { token: member.token })).statusCode).toBe(200);
        await expect(verifySecondaryPassword(t.app.deps, member.id, NEW_SEC)).resolves.toBeUndefined();
        const again = await post(
          t,
          paths.member.resetSecPassword,
          { ...body, password: 'Third7890', password_confirmation: 'Third7890' },
          { token: member.token },
        );
        expectRefusal(again, 422, 'INCORRECT_OTP');
      });

      it('resets within 10 minutes of checkUserOTP without sending the code again', async () => {
        const member = await createLoggedInMember(t, { secPassword: SEC });
        const otp = await requestResetCode(member.token, member.email!);
        await post(t, paths.member.checkUserOtp, { otp, otp_type: 'reset_secpassword' }, { token: member.token });
        t.clock.advance(9 * MINUTE);
        const res = await post(
          t,
          paths.member.resetSecPassword,
          { password: NEW_SEC, password_confirmation: NEW_SEC },
          { token: member.token },
        );
        expect(res.statusCode).toBe(200);
        await expect(verifySecondaryPassword(t.app.deps, member.id, NEW_SEC)).resolves.toBeUndefined();
      });

      it('answers INCORRECT_OTP without a verified code, after the window, or with a wrong code', async () => {
        const member = await createLoggedInMember(t, { secPassword: SEC });
        const body = { password: NEW_SEC, password_confirmation: NEW_SEC };
        expectRefusal(
          await post(t, paths.member.resetSecPassword, body, { token: member.token }),
          422,
          'INCORRECT_OTP',
        );

        const otp = await requestResetCode(member.token, member.email!);
        // Sent but not checked: a body without the code is not enough.
        expectRefusal(
          await post(t, paths.member.resetSecPassword, body, { token: member.token }),
          422,
          'INCORRECT_OTP',
        );
        expectRefusal(
          await post(t, paths.member.resetSecPassword, { ...body, otp: wrongCode(otp) }, { token: member.token }),
          422,
          'INCORRECT_OTP',
        );
        await post(t, paths.member.checkUserOtp, { otp, otp_type: 'reset_secpassword' }, { token: member.token });
        t.clock.advance(11 * MINUTE);
        expectRefusal(
          await post(t, paths.member.resetSecPassword, body, { token: member.token }),
          422,
          'INCORRECT_OTP',
        );
        await expect(verifySecondaryPassword(t.app.deps, member.id, SEC)).resolves.toBeUndefined();
      });

      it('does not take a code of another type', async () => {
        const member = await createLoggedInMember(t, { secPassword: SEC });
        await post(t, paths.member.requestUserOtp, { otp_type: 'security' }, { token: member.token });
        const otp = latestCode(t, member.email!);
        const res = await post(
          t,
          paths.member.resetSecPassword,
          { password: NEW_SEC, password_confirmation: NEW_SEC, otp },
          { token: member.token },
        );
        expectRefusal(res, 422, 'INCORRECT_OTP');
      });

      it('refuses the login password and keeps the code for a retry', async () => {
        const member = await createLoggedInMember(t, { secPassword: SEC });
        const otp = await requestResetCode(member.token, member.email!);
        const same = await post(
          t,
          paths.member.resetSecPassword,
          { password: PASSWORD, password_confirmation: PASSWORD, otp },
          { token: member.token },
        );
        expectRefusal(same, 422, 'SAME_AS_LOGIN_PASSWORD');
        const retry = await post(
          t,
          paths.member.resetSecPassword,
          { password: NEW_SEC, password_confirmation: NEW_SEC, otp },
          { token: member.token },
        );
        expect(retry.statusCode).toBe(200);
      });
    });
  });
});
