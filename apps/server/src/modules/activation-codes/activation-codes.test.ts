import { PIN_CODE_PATTERN, adminPinPaths, paths, pinPaths, stakingPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger/ledger.testing';
import { SEC, USDT, createLoggedInMember, fund } from '../../test/factories';
import { call, expectRefusal, get, staffGet, staffPost, okData } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { auditRows } from '../admin/admin.testing';
import { packageIdOf, postStaking } from '../staking/staking.testing';
import { createPayer, usePayerTree } from '../wallet/wallet.testing';
import { buyCodesForTest, postPin } from './activation-codes.testing';

const DAY_MS = 24 * 3600_000;

describe('activation codes', () => {
  const t = useTestApp({ auditedLedger: true });
  const { finance, helpdesk } = useStaff(t, { finance: 'finance', helpdesk: 'support' });
  const { sponsor, alice, bob, carol, dave } = usePayerTree(t);

  const info = async (token: string) => (await get(t, pinPaths.info, { token })).json().data;
  const records = async (token: string, query: Record<string, string> = {}) => {
    const res = await get(t, pinPaths.record, { token, query });
    return okData(res) as { list: Array<Record<string, unknown>>; total: number };
  };
  const journalsOf = (memberId: bigint, type: string) =>
    t.db.selectFrom('journal').select('id').where('member_id', '=', memberId).where('type', '=', type).execute();

  it('requires a session', async () => {
    expect((await call(t, 'GET', pinPaths.info)).statusCode).toBe(401);
    expect((await call(t, 'POST', pinPaths.buy, { quantity: 1, sec_password: SEC })).statusCode).toBe(401);
    expect((await call(t, 'GET', adminPinPaths.list)).statusCode).toBe(401);
  });

  it('pin-info shows the price, validity and that nothing needs an active account by default', async () => {
    expect(await info(alice.token)).toEqual({
      price: '50.000000',
      validity_days: 365,
      required_for: [],
      activated: false,
      activated_at: null,
      valid_count: 0,
    });
  });

  it('buys codes from the cash wallet in one posting; each is valid for a year', async () => {
    await fund(t, alice.id, 230n);
    const res = await postPin(t, 'buy', alice.token, { quantity: 3 });
    const data = okData(res);
    expect(data).toMatchObject({ total: '150.000000', point1: '80.000000' });
    expect(data.codes).toHaveLength(3);
    const now = t.clock.now();
    for (const code of data.codes) {
      expect(code.code).toMatch(PIN_CODE_PATTERN);
      expect(code).toMatchObject({
        status: 'valid',
        source: 'purchase',
        owner: alice.username,
        activated_member: null,
      });
      expect(new Date(code.expires_at).getTime() - new Date(code.bought_at).getTime()).toBe(365 * DAY_MS);
      expect(code.bought_at).toBe(now.toISOString());
    }
    expect(new Set(data.codes.map((c: { code: string }) => c.code)).size).toBe(3);
    expect(await balanceOf(t, alice.id)).toBe(80n * USDT);
    expect(await journalsOf(alice.id, 'pin_purchase')).toHaveLength(1);
    expect((await info(alice.token)).valid_count).toBe(3);
    const list = await records(alice.token);
    expect(list.total).toBe(3);
    expect(list.list.map((c) => c.code).sort()).toEqual(data.codes.map((c: { code: string }) => c.code).sort());
  });

  it('refuses a purchase the wallet cannot cover, a wrong secondary password and a bad quantity', async () => {
    const poor = await createPayer(t, sponsor.id);
    await fund(t, poor.id, 60n);
    expectRefusal(await postPin(t, 'buy', poor.token, { quantity: 2 }), 422, 'INSUFFICIAN_BALANCE');
    expectRefusal(
      await postPin(t, 'buy', poor.token, { quantity: 1, sec_password: 'Wrong1234' }),
      422,
      'INCORRECT_SEC_PASSWORD',
    );
    for (const quantity of [0, 21, 1.5, 'x']) {
      expectRefusal(await postPin(t, 'buy', poor.token, { quantity }), 400, 'VALIDATION_ERROR');
    }
    expect(await balanceOf(t, poor.id)).toBe(60n * USDT);
    expect((await records(poor.token)).total).toBe(0);
  });

  it('an Idempotency-Key replays the first purchase; the same key with another body is refused', async () => {
    const buyer = await createPayer(t, sponsor.id);
    await fund(t, buyer.id, 200n);
    const first = await postPin(t, 'buy', buyer.token, { quantity: 1 }, 'pin-buy-key-1');
    const again = await postPin(t, 'buy', buyer.token, { quantity: 1 }, 'pin-buy-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await balanceOf(t, buyer.id)).toBe(150n * USDT);
    expectRefusal(
      await postPin(t, 'buy', buyer.token, { quantity: 2 }, 'pin-buy-key-1'),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('transfers unused codes up or down the team, all or nothing, and records both sides', async () => {
    await fund(t, bob.id, 200n);
    const [one, two, three] = await buyCodesForTest(t, bob.token, 3);
    const toCarol = await postPin(t, 'transfer', bob.token, {
      codes: [one!.toLowerCase()],
      to_username: carol.username,
    });
    expect(okData(toCarol)).toMatchObject({ codes: [one], to_username: carol.username });
    const toAlice = await postPin(t, 'transfer', bob.token, {
      codes: [two],
      to_username: alice.username.toUpperCase(),
    });
    expect(toAlice.statusCode, toAlice.body).toBe(200);
    expect((await records(carol.token)).list).toEqual([expect.objectContaining({ code: one, owner: carol.username })]);

    const refused = async (body: Record<string, unknown>, status: number, code: string) =>
      expectRefusal(await postPin(t, 'transfer', bob.token, body), status, code);
    await refused({ codes: [three], to_username: dave.username }, 422, 'RECEIVER_NOT_IN_TEAM');
    await refused({ codes: [three], to_username: 'nobody12345' }, 422, 'RECEIVER_NOT_IN_TEAM');
    await refused({ codes: [three], to_username: bob.username }, 422, 'TRANSFER_TO_SELF');
    // The code now with carol, and a code nobody has, are both INCORRECT_PIN; nothing moves.
    await refused({ codes: [three, one], to_username: carol.username }, 422, 'INCORRECT_PIN');
    await refused({ codes: ['AAAA-BBBB-CCCC-DDDD'], to_username: carol.username }, 422, 'INCORRECT_PIN');
    await refused({ codes: [three, three], to_username: carol.username }, 400, 'VALIDATION_ERROR');
    await refused({ codes: ['short'], to_username: carol.username }, 400, 'VALIDATION_ERROR');
    await refused(
      { codes: [three], to_username: carol.username, sec_password: 'Wrong1234' },
      422,
      'INCORRECT_SEC_PASSWORD',
    );
    expect((await records(bob.token)).list).toEqual([expect.objectContaining({ code: three, owner: bob.username })]);

    const bobSide = (await get(t, pinPaths.transferRecord, { token: bob.token })).json().data;
    expect(bobSide.total).toBe(2);
    expect(bobSide.list[0]).toMatchObject({ code: two, direction: 'out', to_username: alice.username });
    const carolSide = (await get(t, pinPaths.transferRecord, { token: carol.token })).json().data;
    expect(carolSide.list).toEqual([
      expect.objectContaining({ code: one, direction: 'in', from_username: bob.username, to_username: carol.username }),
    ]);
  });

  it('activates the own account or a downline once; a code activates one account', async () => {
    const codes = await records(alice.token, { status: 'valid' });
    const [mine, forCarol, spare] = codes.list.map((c) => c.code as string);
    const own = await postPin(t, 'activate', alice.token, { code: mine, username: alice.username });
    expect(okData(own)).toMatchObject({ code: mine, username: alice.username });
    expect(await info(alice.token)).toMatchObject({ activated: true, activated_at: t.clock.now().toISOString() });
    const memberInfo = (await get(t, paths.member.getMemberInfo, { token: alice.token })).json().data;
    expect(memberInfo).toMatchObject({ activated: true, activated_at: t.clock.now().toISOString() });

    const refused = async (body: Record<string, unknown>, status: number, code: string) =>
      expectRefusal(await postPin(t, 'activate', alice.token, body), status, code);
    await refused({ code: spare, username: alice.username }, 409, 'ACCOUNT_ALREADY_ACTIVATED');
    await refused({ code: mine, username: carol.username }, 409, 'PIN_ALREADY_USED');
    await refused({ code: spare, username: sponsor.username }, 422, 'ACTIVATE_NOT_DOWNLINE');
    await refused({ code: spare, username: dave.username }, 422, 'ACTIVATE_NOT_DOWNLINE');
    await refused({ code: spare, username: 'nobody12345' }, 422, 'ACTIVATE_NOT_DOWNLINE');
    // A code of someone else's (carol holds one of bob's) is not alice's to use.
    const carolsCode = (await records(carol.token)).list[0]!.code as string;
    await refused({ code: carolsCode, username: carol.username }, 422, 'INCORRECT_PIN');

    const downline = await postPin(t, 'activate', alice.token, { code: forCarol, username: carol.username });
    expect(downline.statusCode, downline.body).toBe(200);
    expect(await info(carol.token)).toMatchObject({ activated: true });
    const used = (await records(alice.token, { status: 'activated' })).list;
    expect(used.map((c) => c.activated_member).sort()).toEqual([alice.username, carol.username].sort());
    // Carol, activated already, cannot be activated again with her own code.
    expectRefusal(
      await postPin(t, 'activate', carol.token, { code: carolsCode, username: carol.username }),
      409,
      'ACCOUNT_ALREADY_ACTIVATED',
    );
  });

  it('an expired code is shown as expired and can be neither used nor transferred', async () => {
    const member = await createPayer(t, sponsor.id);
    await fund(t, member.id, 50n);
    const [code] = await buyCodesForTest(t, member.token, 1);
    // A year and a day later (moving the clock would end the session too): the code as bought then.
    const now = t.clock.now().getTime();
    await t.db
      .updateTable('activation_codes')
      .set({ created_at: new Date(now - 366 * DAY_MS), expires_at: new Date(now - DAY_MS) })
      .where('code', '=', code!)
      .execute();
    expect((await records(member.token, { status: 'expired' })).list).toEqual([
      expect.objectContaining({ code, status: 'expired' }),
    ]);
    expect((await records(member.token, { status: 'valid' })).total).toBe(0);
    expect((await info(member.token)).valid_count).toBe(0);
    expectRefusal(await postPin(t, 'activate', member.token, { code, username: member.username }), 422, 'PIN_EXPIRED');
    expectRefusal(
      await postPin(t, 'transfer', member.token, { codes: [code], to_username: sponsor.username }),
      422,
      'PIN_EXPIRED',
    );
  });

  it('staff issue codes without payment (audited); support may search but not issue', async () => {
    const res = await staffPost(t, finance, adminPinPaths.list, {
      username: dave.username,
      quantity: 2,
      reason: 'Launch gift',
    });
    const issued = okData(res).codes;
    expect(issued).toHaveLength(2);
    expect(issued[0]).toMatchObject({
      owner: dave.username,
      owner_id: String(dave.id),
      source: 'issued',
      price: '0.000000',
      issued_by: 'finance',
      status: 'valid',
      refunded: false,
    });
    expect((await auditRows(t, 'activation_code.issue')).at(-1)).toMatchObject({
      target_id: String(dave.id),
      reason: 'Launch gift',
    });
    expect(await balanceOf(t, dave.id)).toBe(0n);
    expect((await records(dave.token)).total).toBe(2);

    expectRefusal(
      await staffPost(t, helpdesk, adminPinPaths.list, { username: dave.username, quantity: 1, reason: 'x' }),
      403,
      'NO_PERMISSION',
    );
    const unknown = await staffPost(t, finance, adminPinPaths.list, {
      username: 'nobody12345',
      quantity: 1,
      reason: 'x',
    });
    expectRefusal(unknown, 400, 'VALIDATION_ERROR');
    expect(unknown.json().data.fields).toEqual({ username: 'invalid' });

    const byCode = await staffGet(t, helpdesk, adminPinPaths.list, {
      code: issued[0].code.replace(/-/g, '').toLowerCase(),
    });
    expect(okData(byCode).list).toEqual([expect.objectContaining({ code: issued[0].code })]);
    const byOwner = (await staffGet(t, helpdesk, adminPinPaths.list, { owner: dave.username.toUpperCase() })).json()
      .data;
    expect(byOwner.total).toBe(2);
    const activated = (await staffGet(t, finance, adminPinPaths.list, { status: 'activated' })).json().data;
    expect(activated.list.every((c: { status: string }) => c.status === 'activated')).toBe(true);
    expect(activated.total).toBe(2);
    expectRefusal(await staffGet(t, finance, adminPinPaths.list, { status: 'lost' }), 400, 'VALIDATION_ERROR');
  });

  it('voiding an unused purchased code refunds its holder once; issued codes refund nothing', async () => {
    const holder = await createPayer(t, sponsor.id);
    await fund(t, holder.id, 100n);
    const [bought] = await buyCodesForTest(t, holder.token, 1);
    const search = async (code: string) =>
      (await staffGet(t, finance, adminPinPaths.list, { code })).json().data.list[0] as { id: string };
    const boughtId = (await search(bought!)).id;

    const voided = await staffPost(t, finance, adminPinPaths.void(boughtId), { reason: 'Bought by mistake' });
    expect(okData(voided)).toMatchObject({
      status: 'void',
      voided_by: 'finance',
      void_reason: 'Bought by mistake',
      refunded: true,
    });
    expect(await balanceOf(t, holder.id)).toBe(100n * USDT);
    expect(await journalsOf(holder.id, 'pin_void_refund')).toHaveLength(1);
    expect((await auditRows(t, 'activation_code.void')).at(-1)).toMatchObject({
      target_id: boughtId,
      reason: 'Bought by mistake',
    });
    expectRefusal(await staffPost(t, finance, adminPinPaths.void(boughtId), { reason: 'again' }), 409, 'PIN_VOID');
    expect(await balanceOf(t, holder.id)).toBe(100n * USDT);
    expect((await records(holder.token, { status: 'void' })).list).toEqual([
      expect.objectContaining({ code: bought, status: 'void' }),
    ]);
    expectRefusal(
      await postPin(t, 'activate', holder.token, { code: bought, username: holder.username }),
      409,
      'PIN_VOID',
    );

    const daveCode = (await records(dave.token)).list[0]!.code as string;
    const issuedVoid = await staffPost(t, finance, adminPinPaths.void((await search(daveCode)).id), {
      reason: 'Gift withdrawn',
    });
    expect(issuedVoid.json().data).toMatchObject({ status: 'void', refunded: false });
    expect(await balanceOf(t, dave.id)).toBe(0n);

    const aliceUsed = (await records(alice.token, { status: 'activated' })).list[0]!.code as string;
    expectRefusal(
      await staffPost(t, finance, adminPinPaths.void((await search(aliceUsed)).id), { reason: 'x' }),
      409,
      'PIN_ALREADY_USED',
    );
    expectRefusal(await staffPost(t, finance, adminPinPaths.void('987654321'), { reason: 'x' }), 404, 'NOT_FOUND');
    expectRefusal(await staffPost(t, helpdesk, adminPinPaths.void(boughtId), { reason: 'x' }), 403, 'NO_PERMISSION');
    expectRefusal(await staffPost(t, finance, adminPinPaths.void(boughtId), { reason: ' ' }), 400, 'VALIDATION_ERROR');
  });

  it('when the operator says staking needs an active account, stake answers NO_PIN until activated', async () => {
    const member = await createPayer(t, sponsor.id);
    await fund(t, member.id, 500n);
    const flexible = await packageIdOf(t, 'flexible');
    const stake = () =>
      postStaking(t, stakingPaths.staking, member.token, { package_id: flexible, amount: '100', sec_password: SEC });
    await t.app.deps.settings.set('PIN_REQUIRED_FOR', 'staking', null);
    try {
      expect((await info(member.token)).required_for).toEqual(['staking']);
      expectRefusal(await stake(), 403, 'NO_PIN');
      const [code] = await buyCodesForTest(t, member.token, 1);
      expect((await postPin(t, 'activate', member.token, { code, username: member.username })).statusCode).toBe(200);
      const staked = await stake();
      expect(staked.statusCode, staked.body).toBe(200);
    } finally {
      await t.app.deps.settings.set('PIN_REQUIRED_FOR', '', null);
    }
    // Off again: a member never activated stakes as before.
    const other = await createPayer(t, sponsor.id);
    await fund(t, other.id, 100n);
    const res = await postStaking(t, stakingPaths.staking, other.token, {
      package_id: flexible,
      amount: '100',
      sec_password: SEC,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the settings refuse a zero price, zero days and an unknown feature', async () => {
    await expect(t.app.deps.settings.set('PIN_PRICE', '0', null)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(t.app.deps.settings.set('PIN_VALIDITY_DAYS', '0', null)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(t.app.deps.settings.set('PIN_REQUIRED_FOR', 'shop', null)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(t.app.deps.settings.set('PIN_REQUIRED_FOR', 'staking,staking', null)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('profile completion voucher points', () => {
  const t = useTestApp({ auditedLedger: true });
  const update = (token: string, body: Record<string, unknown>) =>
    call(t, 'POST', paths.member.updateMemberInfo, body, { token });
  const toldOf = (memberId: bigint) =>
    t.db.selectFrom('notifications').select(['kind', 'params']).where('member_id', '=', memberId).execute();

  it('grants 100 voucher points once, when full name, email and mobile are all set', async () => {
    const member = await createLoggedInMember(t);
    expect((await update(member.token, { fullname: 'Mei Lin' })).json().data.point5).toBe('0.000000');
    const complete = await update(member.token, { mobile: '6591234567' });
    expect(okData(complete).point5).toBe('100.000000');
    expect((await update(member.token, { nickname: 'mei', mobile: '6590000000' })).json().data.point5).toBe(
      '100.000000',
    );
    const grants = await t.db
      .selectFrom('journal')
      .select('type')
      .where('member_id', '=', member.id)
      .where('type', '=', 'profile_reward')
      .execute();
    expect(grants).toHaveLength(1);
    expect(await balanceOf(t, member.id, 'point5')).toBe(100n * USDT);
    // The member is told once, in the app and by mail (audit D8).
    expect(await toldOf(member.id)).toEqual([{ kind: 'profile_reward', params: { amount: '100.000000' } }]);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', member.email!)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('the setting at 0 pays nothing and tells nothing; a later save after it is raised pays once', async () => {
    await t.app.deps.settings.set('PROFILE_COMPLETION_VOUCHER', '0', null);
    const member = await createLoggedInMember(t);
    try {
      expect(okData(await update(member.token, { fullname: 'Zero Li', mobile: '6591234567' })).point5).toBe('0.000000');
      expect(await toldOf(member.id)).toEqual([]);
    } finally {
      await t.app.deps.settings.set('PROFILE_COMPLETION_VOUCHER', '100', null);
    }
    expect(okData(await update(member.token, { nickname: 'z' })).point5).toBe('100.000000');
    expect(await toldOf(member.id)).toHaveLength(1);
  });

  it('grants nothing without an email (a wallet-login account)', async () => {
    const member = await createLoggedInMember(t, { email: null });
    const res = await update(member.token, { fullname: 'No Mail', mobile: '6591234567' });
    expect(okData(res).point5).toBe('0.000000');
  });
});
