import { adjustmentPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { useAdjustmentStaff } from './adjustments.testing';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { type SignedInStaff, USDT, insertMember } from '../../test/factories';
import { auditRows } from '../admin/admin.testing';
import { expectRefusal, staffGet, staffPost, okData } from '../../test/http';

describe('manual adjustments (maker-checker)', () => {
  const t = useTestApp({ auditedLedger: true });
  const { admin, maker, checker, support } = useAdjustmentStaff(t);

  const journalsOf = async (memberId: bigint) =>
    t.db.selectFrom('journal').select(['id', 'type']).where('member_id', '=', memberId).execute();
  const ask = (staff: SignedInStaff, body: Record<string, unknown>) =>
    staffPost(t, staff.token, adjustmentPaths.list, body);
  const askOk = async (body: Record<string, unknown>) => {
    const res = await ask(maker, body);
    return okData(res) as { id: string; status: string };
  };

  it('records a request without moving money, and refuses bad input and other roles', async () => {
    const memberId = await insertMember(t);
    const res = await ask(maker, {
      member_id: String(memberId),
      wallet: 'point2',
      direction: 'credit',
      amount: '12.5',
      reason: 'Missed bonus, ticket 881',
    });
    expect(okData(res)).toMatchObject({
      member_id: String(memberId),
      wallet: 'point2',
      direction: 'credit',
      amount: '12.500000',
      status: 'pending',
      requested_by: 'financemaker',
      decided_by: null,
      journal_id: null,
    });
    expect(await balanceOf(t, memberId, 'point2')).toBe(0n);
    expect(await journalsOf(memberId)).toEqual([]);
    const audit = await auditRows(t, 'adjustment.request');
    expect(audit.at(-1)).toMatchObject({ target_id: res.json().data.id, reason: 'Missed bonus, ticket 881' });

    const good = { member_id: String(memberId), wallet: 'point1', direction: 'credit', amount: '1', reason: 'x' };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...good, amount: '0' }, { amount: 'invalid' }],
      [{ ...good, amount: '-3' }, { amount: 'invalid' }],
      [{ ...good, amount: '1.1234567' }, { amount: 'invalid' }],
      [{ ...good, reason: '  ' }, { reason: 'required' }],
      [{ ...good, wallet: 'withdrawal_hold' }, { wallet: 'invalid' }],
      [{ ...good, direction: 'sideways' }, { direction: 'invalid' }],
      [{ ...good, member_id: '999999999' }, { member_id: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const bad = await ask(maker, body);
      expect(bad.json().message, JSON.stringify(body)).toBe('VALIDATION_ERROR');
      expect(bad.json().data.fields).toMatchObject(fields);
    }
    const forbidden = await ask(support, good);
    expect(forbidden.statusCode).toBe(403);
    expect(await t.db.selectFrom('adjustments').select('id').where('member_id', '=', memberId).execute()).toHaveLength(
      1,
    );
  });

  it('the maker cannot approve their own request; another staff member credits it exactly once', async () => {
    const memberId = await insertMember(t);
    const req = await askOk({
      member_id: String(memberId),
      wallet: 'point1',
      direction: 'credit',
      amount: '25',
      reason: 'Deposit credited short',
    });
    const own = await staffPost(t, maker.token, adjustmentPaths.approve(req.id));
    expectRefusal(own, 403, 'SAME_STAFF_APPROVAL');
    expect(await balanceOf(t, memberId, 'point1')).toBe(0n);

    const approved = await staffPost(t, checker.token, adjustmentPaths.approve(req.id));
    expect(okData(approved)).toMatchObject({ status: 'approved', decided_by: 'financechecker' });
    expect(approved.json().data.journal_id).toMatch(/^\d+$/);
    expect(await balanceOf(t, memberId, 'point1')).toBe(25n * USDT);

    const again = await staffPost(t, admin.token, adjustmentPaths.approve(req.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'STATE_CHANGED', data: { status: 'approved' } });
    const rejectLate = await staffPost(t, admin.token, adjustmentPaths.reject(req.id), { reason: 'late' });
    expect(rejectLate.json().message).toBe('STATE_CHANGED');
    expect(await balanceOf(t, memberId, 'point1')).toBe(25n * USDT);
    expect(await journalsOf(memberId)).toEqual([{ id: expect.anything(), type: 'adjustment' }]);

    const audit = await auditRows(t, 'adjustment.approve');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_id: req.id, staff_id: BigInt(checker.id) });
    const missing = await staffPost(t, checker.token, adjustmentPaths.approve('987654321'));
    expect(missing.json().message).toBe('NOT_FOUND');
  });

  it('a debit below zero is refused with nothing changed; a covered debit moves VOUCHER on point5', async () => {
    const memberId = await insertMember(t);
    await creditForTest(t.db, memberId, 10n * USDT, { kind: 'point5' });
    const tooMuch = await askOk({
      member_id: String(memberId),
      wallet: 'point5',
      direction: 'debit',
      amount: '10.000001',
      reason: 'Voucher issued twice',
    });
    const refused = await staffPost(t, checker.token, adjustmentPaths.approve(tooMuch.id));
    expectRefusal(refused, 422, 'INSUFFICIAN_BALANCE');
    expect(await balanceOf(t, memberId, 'point5')).toBe(10n * USDT);
    const row = await t.db
      .selectFrom('adjustments')
      .selectAll()
      .where('id', '=', BigInt(tooMuch.id))
      .executeTakeFirst();
    expect(row).toMatchObject({ status: 'pending', journal_id: null, decided_by_staff_id: null });
    expect((await journalsOf(memberId)).filter((j) => j.type === 'adjustment')).toEqual([]);

    const fits = await askOk({
      member_id: String(memberId),
      wallet: 'point5',
      direction: 'debit',
      amount: '4',
      reason: 'Voucher issued twice',
    });
    const ok = await staffPost(t, admin.token, adjustmentPaths.approve(fits.id));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(t, memberId, 'point5')).toBe(6n * USDT);
    const legs = await t.db
      .selectFrom('entries as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(['a.kind', 'e.asset', 'e.amount_micro'])
      .where('e.journal_id', '=', BigInt(ok.json().data.journal_id))
      .orderBy('e.amount_micro')
      .execute();
    expect(legs).toEqual([
      { kind: 'point5', asset: 'VOUCHER', amount_micro: -4n * USDT },
      { kind: 'adjustments', asset: 'VOUCHER', amount_micro: 4n * USDT },
    ]);
  });

  it('a rejection moves nothing, is audited with its reason, and lists under rejected', async () => {
    const memberId = await insertMember(t);
    const req = await askOk({
      member_id: String(memberId),
      wallet: 'point3',
      direction: 'credit',
      amount: '7',
      reason: 'Goodwill',
    });
    const noReason = await staffPost(t, checker.token, adjustmentPaths.reject(req.id), { reason: '' });
    expect(noReason.json().message).toBe('VALIDATION_ERROR');
    const pending = await staffGet(t, checker.token, adjustmentPaths.list, { status: 'pending' });
    expect(pending.json().data.list.map((r: { id: string }) => r.id)).toContain(req.id);

    const rejected = await staffPost(t, checker.token, adjustmentPaths.reject(req.id), { reason: 'No ticket found' });
    expect(okData(rejected)).toMatchObject({ status: 'rejected', reject_reason: 'No ticket found' });
    expect(await balanceOf(t, memberId, 'point3')).toBe(0n);
    expect(await journalsOf(memberId)).toEqual([]);
    const approveLate = await staffPost(t, admin.token, adjustmentPaths.approve(req.id));
    expect(approveLate.json().message).toBe('STATE_CHANGED');

    const audit = await auditRows(t, 'adjustment.reject');
    expect(audit.at(-1)).toMatchObject({ target_id: req.id, reason: 'No ticket found' });
    const list = await staffGet(t, checker.token, adjustmentPaths.list, { status: 'rejected' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.list[0]).toMatchObject({ id: req.id, decided_by: 'financechecker' });
    const stillPending = await staffGet(t, checker.token, adjustmentPaths.list, { status: 'pending' });
    expect(stillPending.json().data.list.map((r: { id: string }) => r.id)).not.toContain(req.id);
  });
});
