import { chainDepositFinancePaths, chainDepositPaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { createLoggedInMember, signInAdmin } from '../../test/factories';
import { get, post, staffGet, staffPost, okData } from '../../test/http';
import * as chain from './chain-deposits.testing';

const { chainDepositRows, mine, scan, sendTokens } = chain;

/**
 * The deposit watcher on a real local chain (anvil, BSC-like finality: block n final at n+2): a
 * transfer is seen, then credited once final, exactly once; a reorganised one is orphaned and never
 * credited; one from no member's wallet goes to the finance desk; a member's tx hash goes through the
 * same code.
 */
describe('BEP-20 deposits read from the chain', () => {
  let c: chain.DepositChain;
  let member: { token: string; id: bigint };

  beforeAll(async () => {
    c = await chain.startDepositChain();
    member = c.member;
  }, 60_000);
  afterAll(async () => {
    await c?.close();
  });

  const point1 = (memberId: bigint) => chain.point1Of(c, memberId);
  const records = async (token: string) => {
    const res = await get(c.t, chainDepositPaths.record, { token });
    return okData(res).list as Array<{ tx_hash: string; status: string; amount: string }>;
  };

  it('a transfer from a linked wallet is seen, then credited once final, exactly once', async () => {
    const before = await point1(member.id);
    // 18 decimals: what is below one micro-USDT is dust and is not credited (rounded down).
    const hash = await sendTokens(c, 1, '12.3456781234');
    const first = await scan(c);
    expect(first.logs).toBeGreaterThanOrEqual(1);
    expect((await chainDepositRows(c, hash)).map((r) => r.status)).toEqual(['seen']);
    expect((await records(member.token)).find((r) => r.tx_hash === hash)).toMatchObject({
      status: 'seen',
      amount: '12.345678',
    });
    expect(await point1(member.id)).toBe(before);

    await mine(c, 2);
    const settled = await scan(c);
    expect(settled.credited).toBe(1);
    const [row] = await chainDepositRows(c, hash);
    expect(row).toMatchObject({ status: 'credited', member_id: member.id, amount_micro: 12_345_678n });
    expect(row!.amount_wei).toBe('12345678123400000000');
    expect(await point1(member.id)).toBe(before + 12_345_678n);
    expect((await records(member.token)).find((r) => r.tx_hash === hash)?.status).toBe('credited');

    // Scanning again (and the window again) credits nothing more.
    await mine(c, 3);
    expect((await scan(c)).credited).toBe(0);
    expect(await scan(c)).toMatchObject({ credited: 0 });
    expect(await point1(member.id)).toBe(before + 12_345_678n);
    expect(await auditLedger(c.t.db)).toEqual([]);
  });

  it('a transfer whose block is reorganised away is orphaned and never credited', async () => {
    const before = await point1(member.id);
    const snapshot = await c.test.snapshot();
    const hash = await sendTokens(c, 1, '50');
    await scan(c);
    const [seen] = await chainDepositRows(c, hash);
    expect(seen?.status).toBe('seen');

    // The reorg: the chain goes back before the transfer and another transaction takes its block.
    await c.test.revert({ id: snapshot });
    await sendTokens(c, 3, '1', '0x000000000000000000000000000000000000dEaD');
    const replaced = await c.source.client.getBlock({ blockNumber: seen!.block_number });
    expect(replaced.hash.toLowerCase()).not.toBe(seen!.block_hash);
    await mine(c, 3);
    const result = await scan(c);
    expect(result.orphaned).toBe(1);
    expect((await chainDepositRows(c, hash)).map((r) => r.status)).toEqual(['orphaned']);
    await mine(c, 3);
    await scan(c);
    expect((await chainDepositRows(c, hash))[0]).toMatchObject({ status: 'orphaned', journal_id: null });
    expect(await point1(member.id)).toBe(before);
    expect((await records(member.token)).find((r) => r.tx_hash === hash)?.status).toBe('orphaned');
    expect(await auditLedger(c.t.db)).toEqual([]);
  });

  it("a transfer from no member's wallet goes to the finance desk, which assigns or dismisses it", async () => {
    const assignHash = await sendTokens(c, 2, '20');
    const dismissHash = await sendTokens(c, 2, '7');
    await mine(c, 2);
    await scan(c);
    expect((await chainDepositRows(c, assignHash))[0]?.status).toBe('unmatched');

    const admin = await signInAdmin(c.t);
    const queue = await staffGet(c.t, admin, chainDepositFinancePaths.queue);
    const list = okData(queue).list as Array<{ id: string; tx_hash: string; amount: string }>;
    const toAssign = list.find((r) => r.tx_hash === assignHash)!;
    const toDismiss = list.find((r) => r.tx_hash === dismissHash)!;
    expect(toAssign.amount).toBe('20.000000');

    const other = await createLoggedInMember(c.t);
    const unknown = await staffPost(c.t, admin, chainDepositFinancePaths.assign(toAssign.id), { username: 'nobody1' });
    expect(unknown.json().data.fields).toEqual({ username: 'invalid' });
    const assigned = await staffPost(c.t, admin, chainDepositFinancePaths.assign(toAssign.id), {
      username: other.username,
    });
    expect(okData(assigned).status).toBe('credited');
    expect(await point1(other.id)).toBe(20_000_000n);
    const again = await staffPost(c.t, admin, chainDepositFinancePaths.assign(toAssign.id), {
      username: other.username,
    });
    expect(again.statusCode).toBe(409);
    expect(await point1(other.id)).toBe(20_000_000n);

    const dismissed = await staffPost(c.t, admin, chainDepositFinancePaths.dismiss(toDismiss.id), {
      reason: 'refunded on chain',
    });
    expect(dismissed.json().data.status).toBe('dismissed');
    const audit = await c.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'chain_deposit')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['chain_deposit.assign', 'chain_deposit.dismiss']);
    expect(await auditLedger(c.t.db)).toEqual([]);
  });

  it("a member's tx hash is read at once by the same code, and credited once final", async () => {
    const before = await point1(member.id);
    const hash = await sendTokens(c, 1, '5');
    const anonymous = await post(c.t, chainDepositPaths.submit, { tx_hash: hash });
    expect(anonymous.statusCode).toBe(401);
    // Hex digits in any case: the hash is the same.
    const typed = `0x${hash.slice(2).toUpperCase()}`;
    const seen = await post(c.t, chainDepositPaths.submit, { tx_hash: typed }, { token: member.token });
    expect(okData(seen)).toMatchObject([{ tx_hash: hash, status: 'seen', amount: '5.000000' }]);

    await mine(c, 2);
    const credited = await post(c.t, chainDepositPaths.submit, { tx_hash: hash }, { token: member.token });
    expect(credited.json().data).toMatchObject([{ status: 'credited' }]);
    // The watcher meets it again: nothing more.
    await scan(c);
    expect(await point1(member.id)).toBe(before + 5_000_000n);

    const missing = await post(
      c.t,
      chainDepositPaths.submit,
      { tx_hash: `0x${'ab'.repeat(32)}` },
      { token: member.token },
    );
    expect(missing.json().message).toBe('CHAIN_TX_NOT_FOUND');
    // A transfer elsewhere: the transaction holds no deposit.
    const elsewhere = await sendTokens(c, 1, '1', '0x000000000000000000000000000000000000dEaD');
    const none = await post(c.t, chainDepositPaths.submit, { tx_hash: elsewhere }, { token: member.token });
    expect(none.json().message).toBe('CHAIN_TX_NO_DEPOSIT');
    const bad = await post(c.t, chainDepositPaths.submit, { tx_hash: 'nope' }, { token: member.token });
    expect(bad.statusCode).toBe(400);
    expect(await auditLedger(c.t.db)).toEqual([]);
  });

  it("submitting someone else's transfer claims nothing; a submitted unmatched one is the submitter's to follow", async () => {
    const other = await createLoggedInMember(c.t);
    const members = await sendTokens(c, 1, '2');
    const nobodys = await sendTokens(c, 2, '3');
    await mine(c, 2);
    for (const hash of [members, nobodys]) {
      const res = await post(c.t, chainDepositPaths.submit, { tx_hash: hash }, { token: other.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await chainDepositRows(c, members))[0]).toMatchObject({
      status: 'credited',
      member_id: member.id,
      submitted_by_member_id: null,
    });
    expect((await chainDepositRows(c, nobodys))[0]).toMatchObject({
      status: 'unmatched',
      member_id: null,
      submitted_by_member_id: other.id,
    });
    expect((await records(other.token)).map((r) => [r.tx_hash, r.status])).toEqual([[nobodys, 'unmatched']]);
    expect(await point1(other.id)).toBe(0n);
  });
});
