import { type StaffRole, staffRoles } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { type SignedInStaff, createAndSignIn, insertMember, signInAdmin } from '../../test/factories';
import { auditRows } from './admin.testing';
import { staffGet, staffPost } from '../../test/http';

describe('dashboard, contact messages and the role matrix', () => {
  let t: TestApp;
  const staff = {} as Record<StaffRole, SignedInStaff>;

  beforeAll(async () => {
    t = await buildTestApp();
    staff.superadmin = await signInAdmin(t);
    for (const role of staffRoles.filter((r) => r !== 'superadmin')) {
      staff[role] = await createAndSignIn(t, staff.superadmin, `${role}1`, role);
    }
  });
  afterAll(() => t.close());

  async function insertContactMessage(topic: string, createdAt: Date) {
    const row = await t.db
      .insertInto('contact_messages')
      .values({ fullname: 'Visitor', email: 'visitor@example.com', topic, message: 'Hello', created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('counts members, frozen members, members new today and unhandled messages', async () => {
    const now = t.clock.now();
    const old = await insertMember(t);
    await t.db
      .updateTable('members')
      .set({ created_at: new Date(now.getTime() - 3 * 24 * 3600_000), status: 'frozen' })
      .where('id', '=', old)
      .execute();
    await t.db
      .updateTable('members')
      .set({ created_at: new Date(now.getTime() - 3 * 24 * 3600_000) })
      .where('username', '=', 'root')
      .execute();
    // Joined "now" on the test clock, which runs ahead of the database's clock after each staff
    // sign-in: left to the column default, the row is yesterday's when the two straddle midnight.
    const joinedToday = await insertMember(t);
    await t.db.updateTable('members').set({ created_at: now }).where('id', '=', joinedToday).execute();
    await insertContactMessage('Unhandled', now);

    const res = await staffGet(t, staff.content, '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      members_total: 3,
      members_frozen: 1,
      members_new_today: 1,
      contact_unhandled: 1,
    });
  });

  it('lists contact messages newest first, filters by handled, and marks them handled once', async () => {
    const now = t.clock.now().getTime();
    const older = await insertContactMessage('Older', new Date(now - 60_000));
    const newer = await insertContactMessage('Newer', new Date(now + 60_000));

    const list = (await staffGet(t, staff.support, '/api/admin/contact-messages')).json().data;
    expect(list.list.map((m: { topic: string }) => m.topic)).toEqual(['Newer', 'Unhandled', 'Older']);

    const res = await staffPost(t, staff.support, `/api/admin/contact-messages/${older}/handled`);
    expect(res.statusCode).toBe(200);
    const again = await staffPost(t, staff.support, `/api/admin/contact-messages/${older}/handled`);
    expect(again.json().message).toBe('STATE_CHANGED');

    const handled = (await staffGet(t, staff.support, '/api/admin/contact-messages?handled=true')).json().data;
    expect(handled.list).toHaveLength(1);
    expect(handled.list[0]).toMatchObject({ id: String(older), handled_by: 'support1' });
    expect(handled.list[0].handled_at).toBeTruthy();
    const open = (await staffGet(t, staff.support, '/api/admin/contact-messages?handled=false')).json().data;
    expect(open.list.map((m: { id: string }) => m.id)).not.toContain(String(older));
    expect(open.list.map((m: { id: string }) => m.id)).toContain(String(newer));

    const rows = await auditRows(t, 'contact.handled');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target_type: 'contact_message', target_id: String(older) });
    expect((await staffPost(t, staff.support, '/api/admin/contact-messages/999999/handled')).statusCode).toBe(404);
  });

  /**
   * Every protected route for every role. Calls that would change something use an unknown id or
   * an invalid body, so an allowed role gets past the permission check (404 or 400) without changing
   * anything, and a refused one gets 403.
   */
  const allowed = 'allowed';
  const matrix: Array<{ name: string; call: (who: SignedInStaff) => ReturnType<typeof staffGet>; roles: StaffRole[] }> =
    [
      { name: 'dashboard', call: (w) => staffGet(t, w, '/api/admin/dashboard'), roles: [...staffRoles] },
      { name: 'members list', call: (w) => staffGet(t, w, '/api/admin/members'), roles: [...staffRoles] },
      { name: 'member detail', call: (w) => staffGet(t, w, '/api/admin/members/999999'), roles: [...staffRoles] },
      {
        name: 'freeze',
        call: (w) => staffPost(t, w, '/api/admin/members/999999/freeze', { reason: 'x' }),
        roles: ['superadmin', 'compliance'],
      },
      {
        name: 'unfreeze',
        call: (w) => staffPost(t, w, '/api/admin/members/999999/unfreeze', { reason: 'x' }),
        roles: ['superadmin', 'compliance'],
      },
      {
        name: 'reset secondary password',
        call: (w) => staffPost(t, w, '/api/admin/members/999999/reset-sec-password', { reason: 'x' }),
        roles: ['superadmin', 'compliance'],
      },
      { name: 'settings read', call: (w) => staffGet(t, w, '/api/admin/settings'), roles: [...staffRoles] },
      {
        name: 'settings write',
        call: (w) => staffPost(t, w, '/api/admin/settings', { key: 'SITE_ON', value: 'bad' }),
        roles: ['superadmin'],
      },
      { name: 'audit', call: (w) => staffGet(t, w, '/api/admin/audit'), roles: ['superadmin', 'compliance'] },
      {
        name: 'contact list',
        call: (w) => staffGet(t, w, '/api/admin/contact-messages'),
        roles: ['superadmin', 'support', 'content'],
      },
      {
        name: 'contact handled',
        call: (w) => staffPost(t, w, '/api/admin/contact-messages/999999/handled'),
        roles: ['superadmin', 'support'],
      },
      { name: 'staff list', call: (w) => staffGet(t, w, '/api/admin/staff'), roles: ['superadmin'] },
      { name: 'staff create', call: (w) => staffPost(t, w, '/api/admin/staff', {}), roles: ['superadmin'] },
      { name: 'staff disable', call: (w) => staffPost(t, w, '/api/admin/staff/999999/disable'), roles: ['superadmin'] },
      {
        name: 'staff reset TOTP',
        call: (w) => staffPost(t, w, '/api/admin/staff/999999/reset-totp'),
        roles: ['superadmin'],
      },
    ];

  it('enforces the role matrix on every route', async () => {
    const got: Record<string, Record<string, string>> = {};
    const want: Record<string, Record<string, string>> = {};
    for (const entry of matrix) {
      got[entry.name] = {};
      want[entry.name] = {};
      for (const role of staffRoles) {
        const res = await entry.call(staff[role]);
        got[entry.name]![role] = res.statusCode === 403 ? res.json().message : allowed;
        want[entry.name]![role] = entry.roles.includes(role) ? allowed : 'NO_PERMISSION';
      }
    }
    expect(got).toEqual(want);
  });

  it('tells each role what it may do', async () => {
    const me = (await staffGet(t, staff.support, '/api/admin/auth/me')).json().data;
    expect(me.permissions).toEqual(
      expect.arrayContaining(['members.read', 'contact.read', 'contact.handle', 'dashboard.read']),
    );
    expect(me.permissions).not.toContain('members.freeze');
    expect(me.permissions).not.toContain('staff.manage');
  });
});
