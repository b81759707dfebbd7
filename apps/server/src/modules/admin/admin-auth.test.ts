import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { TEST_ADMIN_PASSWORD } from '../../test/build-test-app';
import {
  STAFF_PASSWORD,
  createAndSignIn,
  insertMember,
  insertMemberSession,
  passwordStep,
  signIn,
  signInAdmin,
  totpCode,
} from '../../test/factories';
import { auditRows } from './admin.testing';
import { sealStoredTotpSecrets } from './admin-auth.service';
import {
  expectLockOut,
  expectRateLimit,
  expectRefusal,
  nextIp,
  staffGet,
  staffPost,
  fieldErrors,
} from '../../test/http';

describe('staff sign-in with TOTP', () => {
  const t = useTestApp();
  let adminSecret: string;

  it('first sign-in forces TOTP setup before anything else', async () => {
    const login = await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD);
    expect(login.statusCode).toBe(200);
    const { token, stage } = login.json().data;
    expect(stage).toBe('totp_setup');

    expect((await staffGet(t, token, '/api/admin/auth/me')).json().data).toMatchObject({
      username: 'admin',
      role: 'superadmin',
      stage: 'totp_setup',
    });
    const blocked = await staffGet(t, token, '/api/admin/members');
    expectRefusal(blocked, 403, 'TOTP_SETUP_REQUIRED');
    expect((await staffPost(t, token, '/api/admin/auth/totp', { code: '123456' })).json().message).toBe(
      'TOTP_SETUP_REQUIRED',
    );

    const setup = await staffGet(t, token, '/api/admin/auth/totp-setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*admin\?secret=/);
    // Stored sealed under SECRETS_KEY: the database never holds the secret itself.
    const stored = await t.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('username', '=', 'admin')
      .executeTakeFirst();
    expect(stored?.totp_secret).toMatch(/^v1:/);
    expect(stored?.totp_secret).not.toContain(secret);
    // Reloading the page shows the same secret, so a QR code already scanned stays valid.
    expect((await staffGet(t, token, '/api/admin/auth/totp-setup')).json().data.secret).toBe(secret);

    const good = totpCode(t, secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const refused = await staffPost(t, token, '/api/admin/auth/totp-setup', { code: wrong });
    expectRefusal(refused, 422, 'INCORRECT_TOTP');
    expect((await staffGet(t, token, '/api/admin/members')).statusCode).toBe(403);

    const accepted = await staffPost(t, token, '/api/admin/auth/totp-setup', { code: good });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ stage: 'full', role: 'superadmin' });
    expect(accepted.json().data.permissions).toContain('staff.manage');
    expect((await staffGet(t, token, '/api/admin/members')).statusCode).toBe(200);
    expect((await staffGet(t, token, '/api/admin/auth/me')).json().data.stage).toBe('full');
    // Once set up, the secret is never shown again.
    expect((await staffGet(t, token, '/api/admin/auth/totp-setup')).json().message).toBe('NO_PERMISSION');

    expect(await auditRows(t, 'staff.totp_enabled')).toHaveLength(1);
    expect((await auditRows(t, 'staff.login')).length).toBeGreaterThanOrEqual(1);
    adminSecret = secret;
    t.clock.advance(30_000);
  });

  it('later sign-ins ask for a code; a wrong or replayed code is refused', async () => {
    const login = await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD);
    const { token, stage } = login.json().data;
    expect(stage).toBe('totp');
    expect((await staffGet(t, token, '/api/admin/auth/totp-setup')).json().message).toBe('NO_PERMISSION');
    expect((await staffGet(t, token, '/api/admin/dashboard')).json().message).toBe('TOTP_SETUP_REQUIRED');

    const good = totpCode(t, adminSecret);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const refused = await staffPost(t, token, '/api/admin/auth/totp', { code: wrong });
    expect(refused.json().message).toBe('INCORRECT_TOTP');
    const failures = await auditRows(t, 'staff.login_failed');
    expect(failures.at(-1)!.after).toMatchObject({ reason: 'bad_totp' });

    expect((await staffPost(t, token, '/api/admin/auth/totp', { code: good })).statusCode).toBe(200);
    expect((await staffGet(t, token, '/api/admin/dashboard')).statusCode).toBe(200);

    // The same code in a second session, still inside its 30-second window: refused.
    const second = (await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD)).json().data.token;
    const replay = await staffPost(t, second, '/api/admin/auth/totp', { code: good });
    expect(replay.json().message).toBe('INCORRECT_TOTP');
    expect((await auditRows(t, 'staff.login_failed')).at(-1)!.after).toMatchObject({ reason: 'totp_replay' });
    t.clock.advance(30_000);
    expect((await staffPost(t, second, '/api/admin/auth/totp', { code: totpCode(t, adminSecret) })).statusCode).toBe(
      200,
    );
    t.clock.advance(30_000);
  });

  it('rejects bad input before doing anything', async () => {
    const token = (await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD)).json().data.token;
    const res = await staffPost(t, token, '/api/admin/auth/totp', { code: '12ab56' });
    expect(fieldErrors(res)).toEqual({ code: 'digitsOnly' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('locks an account after five failed steps, for fifteen minutes, and audits each failure', async () => {
    const admin = await signInAdmin(t, adminSecret);
    await createAndSignIn(t, admin, 'lockme', 'support');
    const before = (await auditRows(t, 'staff.login_failed')).length;
    await expectLockOut(() => passwordStep(t, 'lockme', 'WrongPass999'), 'LOGIN_FAIL');
    // Even the right password waits out the lock.
    const right = await passwordStep(t, 'lockme', STAFF_PASSWORD);
    expect(right.json()).toMatchObject({ message: 'ACCOUNT_LOCKED', data: { retry_after_seconds: 900 } });
    const failures = (await auditRows(t, 'staff.login_failed')).slice(before);
    expect(failures.map((r) => (r.after as { reason: string }).reason)).toEqual([
      'bad_password',
      'bad_password',
      'bad_password',
      'bad_password',
      'bad_password',
      'locked',
    ]);
    expect(failures[4]!.after).toMatchObject({ locked: true });
    expect(failures[0]!.ip).toMatch(/^10\./);
    // Nobody was signed in: no actor, the account tried is the target.
    const lockme = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'lockme')
      .executeTakeFirstOrThrow();
    expect(failures[0]).toMatchObject({ staff_id: null, target_type: 'staff', target_id: String(lockme.id) });

    t.clock.advance(15 * 60_000 + 1_000);
    expect((await passwordStep(t, 'lockme', STAFF_PASSWORD)).json().data.stage).toBe('totp');
  });

  it('wrong codes count toward the lock-out too', async () => {
    const admin = await signInAdmin(t, adminSecret);
    const staff = await createAndSignIn(t, admin, 'codeguess', 'content');
    const token = (await passwordStep(t, 'codeguess', STAFF_PASSWORD)).json().data.token;
    const good = totpCode(t, staff.secret);
    const wrong = String((Number(good) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      expect((await staffPost(t, token, '/api/admin/auth/totp', { code: wrong })).json().message).toBe(
        'INCORRECT_TOTP',
      );
    }
    const fifth = await staffPost(t, token, '/api/admin/auth/totp', { code: wrong });
    expect(fifth.json().message).toBe('ACCOUNT_LOCKED');
    // The half-signed-in session is gone; signing in again waits out the lock.
    expect((await staffPost(t, token, '/api/admin/auth/totp', { code: good })).statusCode).toBe(401);
    expect((await passwordStep(t, 'codeguess', STAFF_PASSWORD)).json().message).toBe('ACCOUNT_LOCKED');
  });

  it('a replayed right code is refused and audited but does not lock the account', async () => {
    const admin = await signInAdmin(t, adminSecret);
    const staff = await createAndSignIn(t, admin, 'doubleclick', 'content');
    const code = totpCode(t, staff.secret);
    const first = (await passwordStep(t, 'doubleclick', STAFF_PASSWORD)).json().data.token;
    expect((await staffPost(t, first, '/api/admin/auth/totp', { code })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const token = (await passwordStep(t, 'doubleclick', STAFF_PASSWORD)).json().data.token;
      expect((await staffPost(t, token, '/api/admin/auth/totp', { code })).json().message).toBe('INCORRECT_TOTP');
    }
    expect((await auditRows(t, 'staff.login_failed')).at(-1)!.after).toMatchObject({ reason: 'totp_replay' });
    expect((await passwordStep(t, 'doubleclick', STAFF_PASSWORD)).json().data.stage).toBe('totp');
    t.clock.advance(30_000);
  });

  it('an unknown username is refused like a wrong password and audited', async () => {
    const res = await passwordStep(t, 'nobodyhere', 'Whatever123');
    expectRefusal(res, 422, 'LOGIN_FAIL');
    const row = (await auditRows(t, 'staff.login_failed')).at(-1)!;
    expect(row.staff_id).toBeNull();
    expect(row.after).toMatchObject({ username: 'nobodyhere', reason: 'unknown_user' });
  });

  it('limits sign-in attempts per IP', async () => {
    const ip = nextIp();
    await expectRateLimit(10, 422, () => passwordStep(t, 'nobodyhere', 'Whatever123', ip));
    expect((await passwordStep(t, 'nobodyhere', 'Whatever123', ip)).json().message).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps staff and member tokens apart', async () => {
    const memberId = await insertMember(t);
    const memberToken = await insertMemberSession(t, memberId);
    const res = await staffGet(t, memberToken, '/api/admin/auth/me');
    expectRefusal(res, 401, 'unauthorized');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/members' })).statusCode).toBe(401);
    expect((await staffGet(t, 'not-a-token-at-all-but-long-enough', '/api/admin/members')).statusCode).toBe(401);
  });

  it('logout ends the session; an idle session ends after 30 minutes', async () => {
    const admin = await signInAdmin(t, adminSecret);
    expect((await staffPost(t, admin.token, '/api/admin/auth/logout')).statusCode).toBe(200);
    expect((await staffGet(t, admin.token, '/api/admin/auth/me')).statusCode).toBe(401);
    expect(await auditRows(t, 'staff.logout')).toHaveLength(1);

    const idle = await signInAdmin(t, adminSecret);
    t.clock.advance(29 * 60_000);
    expect((await staffGet(t, idle.token, '/api/admin/auth/me')).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    // Still alive: the previous request counted as activity.
    expect((await staffGet(t, idle.token, '/api/admin/auth/me')).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await staffGet(t, idle.token, '/api/admin/auth/me')).statusCode).toBe(401);
  });

  it('a half-signed-in session expires after ten minutes', async () => {
    const token = (await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD)).json().data.token;
    t.clock.advance(11 * 60_000);
    expect((await staffPost(t, token, '/api/admin/auth/totp', { code: totpCode(t, adminSecret) })).statusCode).toBe(
      401,
    );
  });

  it('signs in a second account on its own secret', async () => {
    const admin = await signInAdmin(t, adminSecret);
    const other = await createAndSignIn(t, admin, 'secondone', 'finance');
    expect(other.secret).not.toBe(adminSecret);
    const again = await signIn(t, 'secondone', STAFF_PASSWORD, other.secret);
    expect((await staffGet(t, again.token, '/api/admin/auth/me')).json().data).toMatchObject({
      username: 'secondone',
      role: 'finance',
      stage: 'full',
    });
  });
});

describe('TOTP secrets stored before SECRETS_KEY', () => {
  const t = useTestApp();

  it('are sealed at the next start, and sign-in goes on working with them', async () => {
    const admin = await signInAdmin(t);
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.updateTable('staff').set({ totp_secret: plain }).where('username', '=', 'admin').execute();
    // A plain secret still reads (a server upgraded in place keeps its staff signed in).
    t.clock.advance(30_000);
    const before = await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD);
    const ok = await staffPost(t, before.json().data.token, '/api/admin/auth/totp', { code: totpCode(t, plain) });
    expect(ok.statusCode).toBe(200);

    expect(await sealStoredTotpSecrets(t.app.deps)).toBe(1);
    expect(await sealStoredTotpSecrets(t.app.deps)).toBe(0);
    const stored = await t.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('username', '=', 'admin')
      .executeTakeFirst();
    expect(stored?.totp_secret).toMatch(/^v1:/);

    t.clock.advance(30_000);
    const after = await passwordStep(t, 'admin', TEST_ADMIN_PASSWORD);
    const again = await staffPost(t, after.json().data.token, '/api/admin/auth/totp', { code: totpCode(t, plain) });
    expect(again.statusCode).toBe(200);
    void admin;
  });
});
