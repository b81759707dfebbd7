import { financePaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { signInAdmin } from '../../test/factories';
import { staffPost } from '../../test/http';
import {
  type DepositChain,
  chainDepositRows,
  claimManualDeposit,
  mine,
  point1Of,
  scan,
  sendTokens,
  startDepositChain,
} from './chain-deposits.testing';
import { submitChainDeposit } from './chain-deposits.service';

/**
 * Several watchers (several servers) and members' submissions at once, on PostgreSQL's real
 * concurrent sessions: each final transfer is credited exactly once.
 */
describe('chain deposit races on PostgreSQL', () => {
  let c: DepositChain;
  let memberId: bigint;
  beforeAll(async () => {
    c = await startDepositChain();
    memberId = c.member.id;
  }, 60_000);
  afterAll(async () => {
    expect(await auditLedger(c.t.db)).toEqual([]);
    await c?.close();
  });

  it('eight scans at once of a final transfer credit it once', async () => {
    const hash = await sendTokens(c, 1, '40');
    await mine(c, 2);
    const results = await Promise.all(Array.from({ length: 8 }, () => scan(c)));
    expect(results.reduce((sum, r) => sum + r.credited, 0)).toBe(1);
    expect((await chainDepositRows(c, hash)).map((r) => r.status)).toEqual(['credited']);
    expect(await point1Of(c, memberId)).toBe(40_000_000n);
  });

  it('scans and submissions of one hash at once credit it once', async () => {
    const hash = await sendTokens(c, 1, '3');
    await mine(c, 2);
    await Promise.all([
      ...Array.from({ length: 4 }, () => scan(c)),
      ...Array.from({ length: 4 }, () => submitChainDeposit(c.t.app.deps, c.source, memberId, hash)),
    ]);
    expect((await chainDepositRows(c, hash)).map((r) => r.status)).toEqual(['credited']);
    expect(await point1Of(c, memberId)).toBe(43_000_000n);
    const journals = await c.t.db
      .selectFrom('journal')
      .select('id')
      .where('business_key', 'like', `chain-deposit:%:${hash}:%`)
      .execute();
    expect(journals).toHaveLength(1);
  });

  it('a staff approval of a manual claim and scans of its transfer at once credit it once', async () => {
    const admin = await signInAdmin(c.t);
    const before = await point1Of(c, memberId);
    const hash = await sendTokens(c, 1, '9');
    await mine(c, 2);
    const claim = await claimManualDeposit(c, c.member.token, hash, '9');
    const [approval] = await Promise.all([
      staffPost(c.t, admin, financePaths.depositApprove(claim), {}),
      ...Array.from({ length: 4 }, () => scan(c)),
    ]);
    const [row] = await chainDepositRows(c, hash);
    // Whichever came first credited it; the other path refused or set it aside.
    if (approval.statusCode === 200) {
      expect(row).toMatchObject({ status: 'dismissed', dismiss_reason: `manual_deposit:${claim}` });
    } else {
      expect(approval.json().message).toBe('TX_HASH_CREDITED');
      expect(row?.status).toBe('credited');
    }
    expect(await point1Of(c, memberId)).toBe(before + 9_000_000n);
  });
});
