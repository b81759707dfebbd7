import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { recordAudit } from '../audit/audit.service';
import { STAFF_PASSWORD, createAndSignIn, insertMember, passwordStep, signIn } from '../../test/factories';
import { auditRows } from './admin.testing';
import { expectRefusal, staffGet, staffPost, fieldErrors } from '../../test/http';

describe('staff management and the audit log', () => {
  const t = useTestApp();
  const { admin } = useStaff(t, {});

  it('creates staff accounts that set up TOTP at first sign-in; names are unique', async () => {
    const res = await staffPost(t, admin, '/api/admin/staff', {
      username: 'Finance1',
      role: 'finance',
      password: STAFF_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'Finance1', role: 'finance', status: 'active', has_totp: false });
    expect((await passwordStep(t, 'finance1', STAFF_PASSWORD)).json().data.stage).toBe('totp_setup');

    const duplicate = await staffPost(t, admin, '/api/admin/staff', {
      username: 'FINANCE1',
      role: 'support',
      password: STAFF_PASSWORD,
    });
    expectRefusal(duplicate, 409, 'STAFF_EXISTS');

    const weak = await staffPost(t, admin, '/api/admin/staff', { username: 'ab', role: 'boss', password: 'short' });
    expect(fieldErrors(weak)).toEqual({ username: 'tooShort', role: 'invalid', password: 'weakPassword' });

    const rows = await auditRows(t, 'staff.create');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ username: 'Finance1', role: 'finance', status: 'active' });
    // The password never reaches the audit log.
    expect(JSON.stringify([rows[0]!.before, rows[0]!.after, rows[0]!.reason])).not.toContain(STAFF_PASSWORD);

    const list = (await staffGet(t, admin, '/api/admin/staff')).json().data;
    expect(list.map((s: { username: string }) => s.username)).toEqual(['admin', 'Finance1']);
    expect(list[0]).toMatchObject({ role: 'superadmin', has_totp: true });
  });

  it('disabling ends the account’s sessions and stops sign-in; enabling lets it back', async () => {
    const staff = await createAndSignIn(t, admin, 'support7', 'support');
    expect((await staffGet(t, staff, '/api/admin/members')).statusCode).toBe(200);

    const res = await staffPost(t, admin, `/api/admin/staff/${staff.id}/disable`);
    expect(res.json().data).toMatchObject({ status: 'disabled' });
    expect((await staffGet(t, staff, '/api/admin/members')).statusCode).toBe(401);
    const login = await passwordStep(t, 'support7', STAFF_PASSWORD);
    expectRefusal(login, 403, 'STAFF_DISABLED');
    expect((await staffPost(t, admin, `/api/admin/staff/${staff.id}/disable`)).json().message).toBe('STATE_CHANGED');

    expect((await staffPost(t, admin, `/api/admin/staff/${staff.id}/enable`)).json().data.status).toBe('active');
    const back = await signIn(t, 'support7', STAFF_PASSWORD, staff.secret);
    expect((await staffGet(t, back, '/api/admin/members')).statusCode).toBe(200);

    expect((await auditRows(t, 'staff.disable'))[0]!.after).toMatchObject({ status: 'disabled', sessions_revoked: 1 });
    expect(await auditRows(t, 'staff.enable')).toHaveLength(1);
  });

  it('resetting TOTP ends the sessions and makes the next sign-in set up a new authenticator', async () => {
    const staff = await createAndSignIn(t, admin, 'content9', 'content');
    const res = await staffPost(t, admin, `/api/admin/staff/${staff.id}/reset-totp`);
    expect(res.json().data).toMatchObject({ has_totp: false });
    expect((await staffGet(t, staff, '/api/admin/auth/me')).statusCode).toBe(401);
    const again = await signIn(t, 'content9', STAFF_PASSWORD);
    expect(again.secret).not.toBe(staff.secret);
    expect((await auditRows(t, 'staff.reset_totp'))[0]!.before).toEqual({ has_totp: true });
  });

  it('nobody changes their own account, and only a superadmin manages staff', async () => {
    const me = (await staffGet(t, admin, '/api/admin/auth/me')).json().data;
    for (const action of ['disable', 'reset-totp']) {
      const res = await staffPost(t, admin, `/api/admin/staff/${me.id}/${action}`);
      expectRefusal(res, 422, 'CANNOT_CHANGE_OWN_ACCOUNT');
    }
    const compliance = await createAndSignIn(t, admin, 'auditor1', 'compliance');
    expect((await staffGet(t, compliance, '/api/admin/staff')).json().message).toBe('NO_PERMISSION');
    const create = await staffPost(t, compliance, '/api/admin/staff', {
      username: 'sneaky1',
      role: 'superadmin',
      password: STAFF_PASSWORD,
    });
    expect(create.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('staff').select('id').where('username', '=', 'sneaky1').executeTakeFirst(),
    ).toBeUndefined();
    expect((await staffPost(t, admin, '/api/admin/staff/999999/disable')).json().message).toBe('NOT_FOUND');
  });

  it('pages the audit log newest first and filters it', async () => {
    // Enough older rows for a second page.
    for (let i = 0; i < 21; i++) {
      await recordAudit(t.db, {
        staffId: null,
        action: 'setting.update',
        at: new Date(t.clock.now().getTime() - 60_000),
      });
    }
    const memberId = await insertMember(t);
    await staffPost(t, admin, `/api/admin/members/${memberId}/freeze`, { reason: 'audit filter test' });

    const all = (await staffGet(t, admin, '/api/admin/audit')).json().data;
    expect(all.total).toBeGreaterThan(21);
    expect(all.list).toHaveLength(20);
    expect(all.list[0]).toMatchObject({ action: 'member.freeze', staff_username: 'admin', ip: expect.any(String) });
    const times = all.list.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = (await staffGet(t, admin, '/api/admin/audit?page=2')).json().data;
    expect(page2.list.length).toBe(Math.min(20, all.total - 20));
    const ids = new Set(all.list.map((r: { id: string }) => r.id));
    expect(page2.list.some((r: { id: string }) => ids.has(r.id))).toBe(false);

    const freezes = (await staffGet(t, admin, '/api/admin/audit?action=member.freeze')).json().data;
    expect(freezes.total).toBe(1);
    expect(freezes.list[0]).toMatchObject({ target_id: String(memberId), reason: 'audit filter test' });
    const byTarget = (await staffGet(t, admin, `/api/admin/audit?target_type=member&target_id=${memberId}`)).json()
      .data;
    expect(byTarget.total).toBe(1);
    const byStaff = (await staffGet(t, admin, '/api/admin/audit?staff=SUPPORT7')).json().data;
    expect(byStaff.list.every((r: { staff_username: string }) => r.staff_username === 'support7')).toBe(true);
    expect(byStaff.total).toBeGreaterThan(0);

    const now = t.clock.now();
    const future = new Date(now.getTime() + 3600_000).toISOString();
    expect((await staffGet(t, admin, `/api/admin/audit?from=${encodeURIComponent(future)}`)).json().data.total).toBe(0);
    const past = new Date(now.getTime() - 24 * 3600_000).toISOString();
    const range = (
      await staffGet(t, admin, `/api/admin/audit?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)
    ).json().data;
    expect(range.total).toBe(all.total);
    expect((await staffGet(t, admin, '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('the audit log can only be appended to', async () => {
    await expect(sql`update audit_log set reason = 'rewritten'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    const rows = await t.db.selectFrom('audit_log').select('reason').where('reason', '=', 'rewritten').execute();
    expect(rows).toHaveLength(0);
  });

  it('reading the audit log needs the permission', async () => {
    const support = await createAndSignIn(t, admin, 'support8', 'support');
    expect((await staffGet(t, support, '/api/admin/audit')).statusCode).toBe(403);
  });
});
