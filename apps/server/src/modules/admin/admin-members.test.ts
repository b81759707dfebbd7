import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { insertMember, insertMemberSession } from '../../test/factories';
import { auditRows } from './admin.testing';
import { call, expectRefusal, staffGet, staffPost, fieldErrors } from '../../test/http';

describe('member management', () => {
  const t = useTestApp();
  const { admin, helpdesk: support, kycteam: compliance } = useStaff(t, { helpdesk: 'support', kycteam: 'compliance' });

  it('lists and searches members by username, email or full name, case-insensitively', async () => {
    await insertMember(t, { username: 'AliceWong', email: 'alice@example.com', fullname: 'Alice Wong' });
    await insertMember(t, { username: 'bobtan88', email: 'BOB@Mail.example', fullname: 'Bob Tan' });
    await insertMember(t, { username: 'carol100', email: null, fullname: 'Carol 50%_off' });

    const all = (await staffGet(t, support, '/api/admin/members')).json().data;
    expect(all.total).toBe(4); // with the root member
    expect(all.per_page).toBe(20);
    expect(all.list[0].username).toBe('carol100'); // newest first

    const byName = (await staffGet(t, support, '/api/admin/members?q=ALICE')).json().data;
    expect(byName.list.map((m: { username: string }) => m.username)).toEqual(['AliceWong']);
    const byEmail = (await staffGet(t, support, '/api/admin/members?q=bob@mail')).json().data;
    expect(byEmail.list.map((m: { username: string }) => m.username)).toEqual(['bobtan88']);
    const byFullname = (await staffGet(t, support, '/api/admin/members?q=tan')).json().data;
    expect(byFullname.list.map((m: { username: string }) => m.username)).toEqual(['bobtan88']);
    // Wildcards typed by staff are literal.
    expect((await staffGet(t, support, '/api/admin/members?q=%25_')).json().data.list).toHaveLength(1);
    expect((await staffGet(t, support, '/api/admin/members?q=_')).json().data.list).toHaveLength(1);
    expect((await staffGet(t, support, '/api/admin/members?status=frozen')).json().data.total).toBe(0);
    expect((await staffGet(t, support, '/api/admin/members?page=0')).statusCode).toBe(400);
  });

  it('shows one member with sponsor, counts and recent audit rows', async () => {
    const sponsorId = await insertMember(t, { username: 'sponsor01' });
    const memberId = await insertMember(t, { username: 'downline1' });
    await t.db.updateTable('members').set({ sponsor_id: sponsorId }).where('id', '=', memberId).execute();
    await insertMemberSession(t, sponsorId);

    const res = await staffGet(t, support, `/api/admin/members/${sponsorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: String(sponsorId),
      username: 'sponsor01',
      status: 'active',
      kyc_status: 'none',
      has_sec_password: false,
      direct_count: 1,
      active_sessions_count: 1,
      country: { id: 194, iso: 'SG' },
      sponsor: null,
      recent_audit: [],
    });
    const child = (await staffGet(t, support, `/api/admin/members/${memberId}`)).json().data;
    expect(child.sponsor).toEqual({ id: String(sponsorId), username: 'sponsor01' });
    expect(child.sponsor_username).toBe('sponsor01');

    expect((await staffGet(t, support, '/api/admin/members/999999')).json().message).toBe('NOT_FOUND');
    expect((await staffGet(t, support, '/api/admin/members/abc')).statusCode).toBe(400);
  });

  it("freezing ends all the member's sessions at once and is audited with the reason", async () => {
    const memberId = await insertMember(t, { username: 'frozen01' });
    const tokens = [await insertMemberSession(t, memberId), await insertMemberSession(t, memberId)];
    const other = await insertMember(t, { username: 'bystander' });
    await insertMemberSession(t, other);

    // Through the real member authentication: the token works before the freeze and is refused after.
    const memberCall = (token: string) => call(t, 'GET', '/api/member/get-member-info', undefined, { token });
    expect((await memberCall(tokens[0]!)).statusCode).not.toBe(401);

    const res = await staffPost(t, compliance, `/api/admin/members/${memberId}/freeze`, {
      reason: 'Suspicious deposits',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: String(memberId), status: 'frozen', sessions_revoked: 2 });

    const sessions = await t.db.selectFrom('member_sessions').selectAll().where('member_id', '=', memberId).execute();
    expect(sessions).toHaveLength(tokens.length);
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    const bystander = await t.db.selectFrom('member_sessions').selectAll().where('member_id', '=', other).execute();
    expect(bystander.every((s) => s.revoked_at === null)).toBe(true);
    // Checked after the rows: the member authentication also ends a frozen member's sessions on sight.
    for (const token of tokens) expect((await memberCall(token)).statusCode).toBe(401);

    const detail = (await staffGet(t, support, `/api/admin/members/${memberId}`)).json().data;
    expect(detail.status).toBe('frozen');
    expect(detail.active_sessions_count).toBe(0);
    expect(detail.recent_audit[0]).toMatchObject({
      action: 'member.freeze',
      staff_username: 'kycteam',
      target_type: 'member',
      target_id: String(memberId),
      reason: 'Suspicious deposits',
      before: { status: 'active' },
      after: { status: 'frozen', sessions_revoked: 2 },
    });
    expect(detail.recent_audit[0].request_id).toBeTruthy();

    const again = await staffPost(t, compliance, `/api/admin/members/${memberId}/freeze`, { reason: 'twice' });
    expectRefusal(again, 409, 'STATE_CHANGED');
    expect(await auditRows(t, 'member.freeze')).toHaveLength(1);

    const unfreeze = await staffPost(t, admin, `/api/admin/members/${memberId}/unfreeze`, {
      reason: 'Cleared by review',
    });
    expect(unfreeze.json().data).toEqual({ id: String(memberId), status: 'active', sessions_revoked: 0 });
    const rows = await auditRows(t, 'member.unfreeze');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe('Cleared by review');
    expect((await staffPost(t, admin, `/api/admin/members/${memberId}/unfreeze`, { reason: 'again' })).statusCode).toBe(
      409,
    );
  });

  it('asks for a reason', async () => {
    const memberId = await insertMember(t);
    const res = await staffPost(t, admin, `/api/admin/members/${memberId}/freeze`, { reason: '   ' });
    expect(fieldErrors(res)).toEqual({ reason: 'required' });
    const missing = await staffPost(t, admin, `/api/admin/members/${memberId}/freeze`, {});
    expect(missing.json().data.fields).toEqual({ reason: 'required' });
    const member = await t.db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirst();
    expect(member!.status).toBe('active');
  });

  it('resets the secondary password so the member must set a new one', async () => {
    const memberId = await insertMember(t, { secPasswordHash: 'argon2-hash-placeholder' });
    await t.db.updateTable('members').set({ failed_sec_password_count: 3 }).where('id', '=', memberId).execute();

    const denied = await staffPost(t, support, `/api/admin/members/${memberId}/reset-sec-password`, {
      reason: 'asked',
    });
    expectRefusal(denied, 403, 'NO_PERMISSION');

    const res = await staffPost(t, compliance, `/api/admin/members/${memberId}/reset-sec-password`, {
      reason: 'Member lost it, identity checked by video call',
    });
    expect(res.statusCode).toBe(200);
    const member = await t.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(member.sec_password_hash).toBeNull();
    expect(member.failed_sec_password_count).toBe(0);
    const rows = await auditRows(t, 'member.reset_sec_password');
    expect(rows.at(-1)).toMatchObject({
      target_id: String(memberId),
      reason: 'Member lost it, identity checked by video call',
      after: { has_sec_password: false },
    });

    const again = await staffPost(t, compliance, `/api/admin/members/${memberId}/reset-sec-password`, {
      reason: 'again',
    });
    expect(again.json().message).toBe('SEC_PASSWORD_NOT_SET');
  });

  it('support reads members but cannot freeze them', async () => {
    const memberId = await insertMember(t);
    const res = await staffPost(t, support, `/api/admin/members/${memberId}/freeze`, { reason: 'no' });
    expectRefusal(res, 403, 'NO_PERMISSION');
    const member = await t.db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirst();
    expect(member!.status).toBe('active');
  });
});
