import { adminPinPaths, paths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger/ledger.testing';
import { USDT, createLoggedInMember, fund } from '../../test/factories';
import { call, staffGet, staffPost } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { createPayer } from '../wallet/wallet.testing';
import { buyCodesForTest, postPin } from './activation-codes.testing';

/**
 * Real concurrency needs real sessions: PGlite runs requests one at a time, so these run only on
 * PostgreSQL (the server-pg project). Every request carries the right secondary password, so each
 * reaches the conditional UPDATE: the outcomes below are exact.
 */
describe('activation code races on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });
  const { finance } = useStaff(t, { finance: 'finance' });

  const outcomesOf = (results: Array<{ statusCode: number; json(): unknown }>) =>
    results.map((r) => `${r.statusCode} ${(r.json() as { message: string }).message}`).sort();

  it('one code redeemed for two accounts at once: exactly one is activated', async () => {
    const holder = await createPayer(t);
    const downlines = [await createPayer(t, holder.id), await createPayer(t, holder.id)];
    await fund(t, holder.id, 50n);
    const [code] = await buyCodesForTest(t, holder.token, 1);
    const results = await Promise.all(
      downlines.map((d) => postPin(t, 'activate', holder.token, { code, username: d.username })),
    );
    expect(outcomesOf(results)).toEqual(['200 OK', '409 PIN_ALREADY_USED']);
    const activated = await t.db
      .selectFrom('activation_codes')
      .select('activated_member_id')
      .where('code', '=', code!)
      .executeTakeFirstOrThrow();
    expect(downlines.map((d) => d.id)).toContain(activated.activated_member_id);
  }, 60_000);

  it('two members redeeming their own codes for one downline at once: the account is activated once', async () => {
    const upline = await createPayer(t);
    const middle = await createPayer(t, upline.id);
    const target = await createPayer(t, middle.id);
    await fund(t, upline.id, 50n);
    await fund(t, middle.id, 50n);
    const [upCode] = await buyCodesForTest(t, upline.token, 1);
    const [midCode] = await buyCodesForTest(t, middle.token, 1);
    const results = await Promise.all([
      postPin(t, 'activate', upline.token, { code: upCode, username: target.username }),
      postPin(t, 'activate', middle.token, { code: midCode, username: target.username }),
    ]);
    expect(outcomesOf(results)).toEqual(['200 OK', '409 ACCOUNT_ALREADY_ACTIVATED']);
    const used = await t.db
      .selectFrom('activation_codes')
      .select('code')
      .where('activated_member_id', '=', target.id)
      .execute();
    expect(used).toHaveLength(1);
  }, 60_000);

  it('one code transferred to two members at once: exactly one receives it', async () => {
    const sender = await createPayer(t);
    const first = await createPayer(t, sender.id);
    const second = await createPayer(t, sender.id);
    await fund(t, sender.id, 50n);
    const [code] = await buyCodesForTest(t, sender.token, 1);
    const results = await Promise.all(
      [first, second].map((r) => postPin(t, 'transfer', sender.token, { codes: [code], to_username: r.username })),
    );
    expect(outcomesOf(results)).toEqual(['200 OK', '422 INCORRECT_PIN']);
    const transfers = await t.db.selectFrom('activation_code_transfers').select('to_member_id').execute();
    const row = await t.db
      .selectFrom('activation_codes')
      .select('owner_id')
      .where('code', '=', code!)
      .executeTakeFirstOrThrow();
    expect(transfers.filter((x) => x.to_member_id === first.id || x.to_member_id === second.id)).toEqual([
      { to_member_id: row.owner_id },
    ]);
  }, 60_000);

  it('one purchased code voided twice at once: one void, one refund', async () => {
    const holder = await createPayer(t);
    await fund(t, holder.id, 50n);
    const [code] = await buyCodesForTest(t, holder.token, 1);
    const { id } = (await staffGet(t, finance, adminPinPaths.list, { code: code! })).json().data.list[0];
    const results = await Promise.all(
      Array.from({ length: 5 }, () => staffPost(t, finance, adminPinPaths.void(id), { reason: 'Duplicate order' })),
    );
    expect(outcomesOf(results)).toEqual(['200 OK', ...Array(4).fill('409 PIN_VOID')].sort());
    expect(await balanceOf(t, holder.id)).toBe(50n * USDT);
  }, 60_000);

  it('two saves completing the profile at once: the voucher points are paid and told once (D8)', async () => {
    const member = await createLoggedInMember(t, { fullname: 'Race Tan' });
    const results = await Promise.all(
      ['6591111111', '6592222222', '6593333333'].map((mobile) =>
        call(t, 'POST', paths.member.updateMemberInfo, { mobile }, { token: member.token }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(t, member.id, 'point5')).toBe(100n * USDT);
    const grants = await t.db
      .selectFrom('journal')
      .select('id')
      .where('member_id', '=', member.id)
      .where('type', '=', 'profile_reward')
      .execute();
    expect(grants).toHaveLength(1);
    const told = await t.db.selectFrom('notifications').select('kind').where('member_id', '=', member.id).execute();
    expect(told).toEqual([{ kind: 'profile_reward' }]);
  }, 60_000);
});
