import { chainDepositFinancePaths, chainDepositPaths, financePaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { type SignedInStaff, createLoggedInMember, signInAdmin } from '../../test/factories';
import { expectRefusal, post, staffPost, okData } from '../../test/http';
import * as chain from './chain-deposits.testing';

const { chainDepositRows, claimManualDeposit, mine, noticesOf, scan, sendTokens } = chain;

/**
 * The two deposit paths share one guard on the tx hash (decision 008): a transfer the watcher credited
 * or queued is not approved again by hand, and one a staff-approved manual deposit credited is not
 * credited again by the watcher or a submission. And a chain credit tells the member.
 */
describe('one on-chain transfer, two deposit paths', () => {
  let c: chain.DepositChain;
  let admin: SignedInStaff;

  beforeAll(async () => {
    c = await chain.startDepositChain();
    admin = await signInAdmin(c.t);
  }, 60_000);
  afterAll(async () => {
    await c?.close();
  });

  const point1 = (memberId: bigint) => chain.point1Of(c, memberId);

  it('a credited or queued chain deposit is not approved again by hand; a credit tells the member', async () => {
    const member = c.member;
    const before = await point1(member.id);
    const credited = await sendTokens(c, 1, '10');
    const queued = await sendTokens(c, 2, '4');
    await mine(c, 2);
    await scan(c);
    expect((await chainDepositRows(c, credited))[0]?.status).toBe('credited');
    expect((await chainDepositRows(c, queued))[0]?.status).toBe('unmatched');
    const [row] = await chainDepositRows(c, credited);
    expect((await noticesOf(c, member.id)).at(-1)).toEqual({
      kind: 'chain_deposit_credited',
      params: { chain_deposit_id: String(row!.id), tx_hash: credited, amount: '10.000000' },
    });

    // The member also claims it by hand, typed in another case: staff cannot approve it.
    const claim = await claimManualDeposit(c, member.token, `0x${credited.slice(2).toUpperCase()}`, '10');
    expectRefusal(await staffPost(c.t, admin, financePaths.depositApprove(claim), {}), 409, 'TX_HASH_CREDITED');
    expect(await point1(member.id)).toBe(before + 10_000_000n);
    expect((await staffPost(c.t, admin, financePaths.depositReject(claim), { reason: 'on chain' })).statusCode).toBe(
      200,
    );

    // Nobody's transfer waiting at the finance desk: a member's claim of it is refused too.
    const other = await createLoggedInMember(c.t);
    const otherClaim = await claimManualDeposit(c, other.token, queued, '4');
    expectRefusal(await staffPost(c.t, admin, financePaths.depositApprove(otherClaim), {}), 409, 'TX_HASH_CREDITED');
    expect(await point1(other.id)).toBe(0n);
    // Staff decide it where it waits: assigned, credited once, and the member is told.
    const [waiting] = await chainDepositRows(c, queued);
    const assigned = await staffPost(c.t, admin, chainDepositFinancePaths.assign(String(waiting!.id)), {
      username: other.username,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await point1(other.id)).toBe(4_000_000n);
    expect(await noticesOf(c, other.id)).toEqual([
      {
        kind: 'chain_deposit_credited',
        params: { chain_deposit_id: String(waiting!.id), tx_hash: queued, amount: '4.000000' },
      },
    ]);
    expect(await auditLedger(c.t.db)).toEqual([]);
  });

  it('a transfer a staff-approved deposit credited is not credited again by the watcher or a submission', async () => {
    const member = c.member;
    const before = await point1(member.id);
    const hash = await sendTokens(c, 1, '6');
    const claim = await claimManualDeposit(c, member.token, hash, '6');
    const approved = await staffPost(c.t, admin, financePaths.depositApprove(claim), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await point1(member.id)).toBe(before + 6_000_000n);

    await scan(c);
    expect((await chainDepositRows(c, hash))[0]?.status).toBe('seen');
    await mine(c, 2);
    const submitted = await post(c.t, chainDepositPaths.submit, { tx_hash: hash }, { token: member.token });
    expect(okData(submitted)).toMatchObject([{ status: 'dismissed' }]);
    await scan(c);
    expect((await chainDepositRows(c, hash))[0]).toMatchObject({
      status: 'dismissed',
      dismiss_reason: `manual_deposit:${claim}`,
      journal_id: null,
    });
    expect(await point1(member.id)).toBe(before + 6_000_000n);

    // From nobody's wallet, approved by hand for a member: not queued for the finance desk either.
    const other = await createLoggedInMember(c.t);
    const nobodys = await sendTokens(c, 2, '3');
    const otherClaim = await claimManualDeposit(c, other.token, nobodys, '3');
    expect((await staffPost(c.t, admin, financePaths.depositApprove(otherClaim), {})).statusCode).toBe(200);
    await mine(c, 2);
    await scan(c);
    expect((await chainDepositRows(c, nobodys))[0]).toMatchObject({
      status: 'dismissed',
      dismiss_reason: `manual_deposit:${otherClaim}`,
    });
    expect(await point1(other.id)).toBe(3_000_000n);
    expect((await noticesOf(c, other.id)).map((n) => n.kind)).toEqual(['deposit_approved']);
    expect(await auditLedger(c.t.db)).toEqual([]);
  });
});
