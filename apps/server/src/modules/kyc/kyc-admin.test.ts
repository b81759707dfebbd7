import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { insertMember, insertMemberSession } from '../../test/factories';
import { auditRows } from '../admin/admin.testing';
import { expectRefusal, staffGet, staffPost, okData, fieldErrors } from '../../test/http';
import { makePng, png } from '../../lib/uploads.testing';
import { submitKyc } from './kyc.testing';

/** The compliance review through the real API: queue, images, decisions, the audit trail and the race. */
describe('KYC review', () => {
  const t = useTestApp();
  const { admin, kycteam: compliance, helpdesk: support } = useStaff(t, { kycteam: 'compliance', helpdesk: 'support' });
  let image: Buffer;

  beforeAll(async () => {
    image = await makePng();
  });

  /** A member with a pending identity-card submission; answers its ids and the member's token. */
  async function pendingMember(identityNumber = `S${Math.floor(Math.random() * 1e7)}A`) {
    const memberId = await insertMember(t, { fullname: 'Review Person' });
    const token = await insertMemberSession(t, memberId);
    const res = await submitKyc(t, token, { type: 'id_card', identity_number: identityNumber }, [
      png('front', image),
      png('rear', image),
    ]);
    return { memberId, token, submissionId: okData(res).submissions[0].id as string };
  }

  it('lists pending submissions oldest first, to compliance staff only', async () => {
    const first = await pendingMember();
    t.clock.advance(60_000);
    const second = await pendingMember();

    const res = await staffGet(t, compliance.token, '/api/admin/kyc');
    const ids = okData(res).list.map((r: { id: string }) => r.id);
    expect(ids.indexOf(first.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    expect(res.json().data.list[0]).toMatchObject({ status: 'pending', type: 'id_card', duplicate_count: 0 });

    expect((await staffGet(t, support.token, '/api/admin/kyc')).json().message).toBe('NO_PERMISSION');
    expect((await staffGet(t, support.token, `/api/admin/kyc/${first.submissionId}`)).statusCode).toBe(403);
    expect((await staffGet(t, support.token, `/api/admin/kyc/${first.submissionId}/image/front`)).statusCode).toBe(403);
    expect((await staffPost(t, support.token, `/api/admin/kyc/${first.submissionId}/approve`)).statusCode).toBe(403);
    // A member session is no staff session.
    expect((await staffGet(t, first.token, '/api/admin/kyc')).statusCode).toBe(401);
    expect((await staffGet(t, first.token, `/api/admin/kyc/${first.submissionId}/image/front`)).statusCode).toBe(401);
    expect((await staffGet(t, admin.token, '/api/admin/kyc')).statusCode).toBe(200); // superadmin may review too
  });

  it('serves the images to compliance staff', async () => {
    const p = await pendingMember();
    const res = await staffGet(t, compliance.token, `/api/admin/kyc/${p.submissionId}/image/rear`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
    expect((await staffGet(t, compliance.token, '/api/admin/kyc/999999/image/front')).statusCode).toBe(404);
  });

  it('warns when another member used the same identity number', async () => {
    const a = await pendingMember('X 1234-5678');
    const b = await pendingMember('x12345678');
    const detail = (await staffGet(t, compliance.token, `/api/admin/kyc/${b.submissionId}`)).json().data;
    expect(detail.duplicate_count).toBe(1);
    expect(detail.duplicates).toEqual([
      expect.objectContaining({ submission_id: a.submissionId, member_id: String(a.memberId), status: 'pending' }),
    ]);
    expect(detail.identity_number).toBe('X12345678');
  });

  it('rejects with a reason the member sees, takes a resubmission, approves it, and audits both', async () => {
    const p = await pendingMember();
    const needsNote = await staffPost(t, compliance.token, `/api/admin/kyc/${p.submissionId}/reject`, {
      reason: 'other',
    });
    expect(fieldErrors(needsNote)).toEqual({ note: 'required' });
    expect(
      (await staffPost(t, compliance.token, `/api/admin/kyc/${p.submissionId}/reject`, { reason: 'ugly' })).statusCode,
    ).toBe(400);

    const rejected = await staffPost(t, compliance.token, `/api/admin/kyc/${p.submissionId}/reject`, {
      reason: 'blurry_image',
      note: 'The rear photo is out of focus.',
    });
    expect(okData(rejected)).toEqual({ id: p.submissionId, status: 'rejected', member_kyc_status: 'rejected' });

    const seen = (await staffGet(t, p.token, '/api/member/get-kyc')).json().data;
    expect(seen.status).toBe('rejected');
    expect(seen.can_submit).toBe(true);
    expect(seen.submissions[0]).toMatchObject({
      reject_reason: 'blurry_image',
      reject_note: 'The rear photo is out of focus.',
    });
    const infoRejected = (await staffGet(t, p.token, '/api/member/get-member-info')).json().data;
    expect(infoRejected.check_kyc.can_withdraw).toBe('rejected');

    const again = await submitKyc(t, p.token, { type: 'passport', identity_number: 'P9988776' }, [png('front', image)]);
    const secondId = okData(again).submissions[0].id as string;
    expect(again.json().data.submissions).toHaveLength(2); // history kept

    const detail = (await staffGet(t, compliance.token, `/api/admin/kyc/${secondId}`)).json().data;
    expect(detail.history).toEqual([
      expect.objectContaining({ id: p.submissionId, status: 'rejected', reject_reason: 'blurry_image' }),
    ]);

    const approved = await staffPost(t, compliance.token, `/api/admin/kyc/${secondId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const info = (await staffGet(t, p.token, '/api/member/get-member-info')).json().data;
    expect(info.check_kyc).toEqual({ status: 'approved', can_withdraw: 'approved' });

    const afterApproval = await submitKyc(t, p.token, { type: 'passport', identity_number: 'P9988776' }, [
      png('front', image),
    ]);
    expectRefusal(afterApproval, 409, 'KYC_ALREADY_APPROVED');

    const rejects = (await auditRows(t, 'kyc.reject')).filter((r) => r.target_id === String(p.memberId));
    expect(rejects).toHaveLength(1);
    expect(rejects[0]).toMatchObject({
      reason: 'blurry_image: The rear photo is out of focus.',
      target_type: 'member',
    });
    const approves = (await auditRows(t, 'kyc.approve')).filter((r) => r.target_id === String(p.memberId));
    expect(approves).toHaveLength(1);
    expect(approves[0]!.after).toMatchObject({ submission_id: secondId, status: 'approved' });

    // Deciding it again is a state change, not a second decision.
    const twice = await staffPost(t, compliance.token, `/api/admin/kyc/${secondId}/reject`, {
      reason: 'document_expired',
    });
    expectRefusal(twice, 409, 'STATE_CHANGED');
    expect((await staffPost(t, compliance.token, '/api/admin/kyc/999999/approve')).json().message).toBe('NOT_FOUND');
  });

  it('lets exactly one of two staff decide the same submission at once', async () => {
    for (let round = 0; round < 3; round++) await raceOnce();
  });

  async function raceOnce() {
    const p = await pendingMember();
    const [approve, reject] = await Promise.all([
      staffPost(t, compliance.token, `/api/admin/kyc/${p.submissionId}/approve`),
      staffPost(t, admin.token, `/api/admin/kyc/${p.submissionId}/reject`, { reason: 'name_mismatch' }),
    ]);
    const statuses = [approve.statusCode, reject.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = approve.statusCode === 409 ? approve : reject;
    expect(loser.json().message).toBe('STATE_CHANGED');
    const winner = approve.statusCode === 200 ? 'approved' : 'rejected';

    const member = await t.db
      .selectFrom('members')
      .select('kyc_status')
      .where('id', '=', p.memberId)
      .executeTakeFirstOrThrow();
    expect(member.kyc_status).toBe(winner);
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(p.memberId))
      .where('action', 'in', ['kyc.approve', 'kyc.reject'])
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.action).toBe(winner === 'approved' ? 'kyc.approve' : 'kyc.reject');
  }

  it('shows decided submissions under their status, latest decision first', async () => {
    const res = (await staffGet(t, compliance.token, '/api/admin/kyc?status=approved')).json().data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.list.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    const times = res.list.map((r: { decided_at: string }) => r.decided_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
