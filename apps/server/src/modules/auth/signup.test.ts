import { paths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { PASSWORD, createMember, uniqueIdentity } from '../../test/factories';
import { call, expectRefusal, expectTooLarge, postRaw } from '../../test/http';
import { latestCode, signupBody, verifySignupEmail } from './auth.testing';

const MINUTE = 60_000;

describe('sign-up', () => {
  const t = useTestApp();

  async function memberRow(username: string) {
    return t.db
      .selectFrom('members')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
  }

  it('creates the member under its sponsor and logs it in', async () => {
    const body = signupBody({ ref_id: 'ROOT', lang: 'th' });
    await verifySignupEmail(t, body.email);
    const res = await call(t, 'POST', paths.auth.signup, body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      code: 0,
      message: 'register_success',
      data: { user: { username: body.username, role_info: { name: 'user' } } },
    });
    expect(json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await memberRow(body.username);
    const root = await memberRow('root');
    expect(row).toMatchObject({ email: body.email, language: 'th', country_id: 194, status: 'active' });
    expect(row!.sponsor_id).toBe(root!.id);
    expect(row!.placement_id).toBe(root!.id);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(json.data.user.id).toBe(String(row!.id));

    const info = await call(t, 'GET', paths.member.getMemberInfo, undefined, { token: json.data.token });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ username: body.username, sponsor_username: 'root' });
    // The new password logs in.
    const login = await call(t, 'POST', paths.auth.login, { username: body.username, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('places the member under a jid in the sponsor downline', async () => {
    const sponsor = await createMember(t, { sponsorId: null });
    const child = await createMember(t, { sponsorId: sponsor.id });
    const grandchild = await createMember(t, { sponsorId: child.id });
    const body = signupBody({ ref_id: sponsor.username.toUpperCase(), jid: grandchild.username.toLowerCase() });
    await verifySignupEmail(t, body.email);
    const res = await call(t, 'POST', paths.auth.signup, body);
    expect(res.statusCode).toBe(200);
    const row = await memberRow(body.username);
    expect(row!.sponsor_id).toBe(sponsor.id);
    expect(row!.placement_id).toBe(grandchild.id);
  });

  it('refuses a jid outside the sponsor downline, or unknown, with Incorrect_Referral_Code', async () => {
    const sponsor = await createMember(t);
    const stranger = await createMember(t);
    const upline = await createMember(t);
    const sponsorUnderUpline = await createMember(t, { sponsorId: upline.id });
    for (const [ref, jid] of [
      [sponsor.username, stranger.username],
      [sponsor.username, 'nobody404x'],
      // The sponsor's own upline is not in its downline.
      [sponsorUnderUpline.username, upline.username],
    ]) {
      const body = signupBody({ ref_id: ref, jid });
      await verifySignupEmail(t, body.email);
      const res = await call(t, 'POST', paths.auth.signup, body);
      expect(res.statusCode, `${ref}/${jid}`).toBe(422);
      expect(res.json().message).toBe('Incorrect_Referral_Code');
      expect(await memberRow(body.username)).toBeUndefined();
    }
  });

  it('refuses an unknown or frozen sponsor with INCORRECT_SPONSOR', async () => {
    const frozen = await createMember(t, { status: 'frozen' });
    for (const ref of ['nobody404y', frozen.username]) {
      const body = signupBody({ ref_id: ref });
      await verifySignupEmail(t, body.email);
      const res = await call(t, 'POST', paths.auth.signup, body);
      expectRefusal(res, 422, 'INCORRECT_SPONSOR');
    }
  });

  it('needs a verified code: none, unverified, or verified too long ago is OTP_NOT_VERIFIED', async () => {
    const none = signupBody();
    let res = await call(t, 'POST', paths.auth.signup, none);
    expectRefusal(res, 422, 'OTP_NOT_VERIFIED');

    const unverified = signupBody();
    await call(t, 'POST', paths.global.sentOtp, { email: unverified.email, lang: 'en' });
    res = await call(t, 'POST', paths.auth.signup, unverified);
    expect(res.json().message).toBe('OTP_NOT_VERIFIED');

    const stale = signupBody();
    await verifySignupEmail(t, stale.email);
    t.clock.advance(31 * MINUTE);
    res = await call(t, 'POST', paths.auth.signup, stale);
    expect(res.json().message).toBe('OTP_NOT_VERIFIED');
    expect(await memberRow(stale.username)).toBeUndefined();
  });

  it('accepts a code verified 29 minutes ago, past its own 10 minutes', async () => {
    const body = signupBody();
    await verifySignupEmail(t, body.email);
    t.clock.advance(29 * MINUTE);
    const res = await call(t, 'POST', paths.auth.signup, body);
    expect(res.statusCode).toBe(200);
  });

  it('spends the code: it signs up once', async () => {
    const body = signupBody();
    await verifySignupEmail(t, body.email);
    expect((await call(t, 'POST', paths.auth.signup, body)).statusCode).toBe(200);
    const again = await call(t, 'POST', paths.auth.signup, { ...body, username: uniqueIdentity().username });
    expectRefusal(again, 422, 'OTP_NOT_VERIFIED');
  });

  it('keeps the code when sign-up fails on a rule, so the member can correct and retry', async () => {
    const taken = await createMember(t);
    const body = signupBody({ username: taken.username.toUpperCase() });
    await verifySignupEmail(t, body.email);
    const res = await call(t, 'POST', paths.auth.signup, body);
    expectRefusal(res, 409, 'MEMBER_EXITS');
    const retry = await call(t, 'POST', paths.auth.signup, { ...body, username: uniqueIdentity().username });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses an unknown country', async () => {
    const body = signupBody({ country_id: 99999 });
    await verifySignupEmail(t, body.email);
    const res = await call(t, 'POST', paths.auth.signup, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { country_id: 'invalid' } } });
  });

  it('checks the fields: Chinese, username shape, password rule, confirmation, required', async () => {
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [{ username: '用户名abc12' }, 'NO_CHINESE', { username: 'NO_CHINESE' }],
      [{ username: 'abcd' }, 'VALIDATION_ERROR', { username: 'tooShort' }],
      [{ username: 'a'.repeat(21) }, 'VALIDATION_ERROR', { username: 'tooLong' }],
      [{ username: 'bad name!' }, 'VALIDATION_ERROR', { username: 'invalidUsername' }],
      [{ password: 'short1', password_confirmation: 'short1' }, 'VALIDATION_ERROR', { password: 'weakPassword' }],
      [
        { password: 'nodigitshere', password_confirmation: 'nodigitshere' },
        'VALIDATION_ERROR',
        { password: 'weakPassword' },
      ],
      [{ password_confirmation: 'Other1234' }, 'passwordNotMatch', { password_confirmation: 'passwordNotMatch' }],
      [{ ref_id: '' }, 'VALIDATION_ERROR', { ref_id: 'required' }],
      [{ ref_id: undefined }, 'VALIDATION_ERROR', { ref_id: 'required' }],
      [{ email: 'nope' }, 'VALIDATION_ERROR', { email: 'invalidEmail' }],
      [{ country_id: 'abc' }, 'VALIDATION_ERROR', { country_id: 'invalid' }],
      [{ username: 12345 }, 'VALIDATION_ERROR', { username: 'required' }],
    ];
    for (const [overrides, message, fields] of cases) {
      const res = await call(t, 'POST', paths.auth.signup, signupBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ message, data: { fields } });
    }
  });

  it('answers broken JSON, a wrong content type and an oversize body with 4xx codes', async () => {
    expectRefusal(await postRaw(t, paths.auth.signup, '{"username": "abc'), 400, 'INVALID_JSON');
    const xml = await postRaw(t, paths.auth.signup, '<username>abc</username>', 'application/xml');
    expectRefusal(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectRefusal(await postRaw(t, paths.auth.signup, 'username=abc', 'text/plain'), 400, 'VALIDATION_ERROR');
    await expectTooLarge(t, paths.auth.signup, signupBody());
  });

  it('lets exactly one of two simultaneous sign-ups with the same username win', async () => {
    const username = uniqueIdentity('race').username;
    const a = signupBody({ username });
    const b = signupBody({ username: username.toUpperCase() });
    await verifySignupEmail(t, a.email);
    await verifySignupEmail(t, b.email);
    const results = await Promise.all([call(t, 'POST', paths.auth.signup, a), call(t, 'POST', paths.auth.signup, b)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('MEMBER_EXITS');
    const count = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('lets exactly one of two simultaneous sign-ups with the same email win', async () => {
    const a = signupBody();
    const b = signupBody({ email: a.email });
    await verifySignupEmail(t, a.email);
    const results = await Promise.all([call(t, 'POST', paths.auth.signup, a), call(t, 'POST', paths.auth.signup, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('EMAIL_EXITS');
    const rows = await t.db.selectFrom('members').select('id').where('email', '=', a.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('the sign-up code mail carries the code check-otp accepts', async () => {
    const { email } = uniqueIdentity();
    await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en' });
    const code = latestCode(t, email);
    const res = await call(t, 'GET', paths.global.checkOtp, undefined, { query: { email, otp: code } });
    expect(res.json().message).toBe('OTP_OK');
  });
});
