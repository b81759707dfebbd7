import { adjustmentPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { useAdjustmentStaff } from './adjustments.testing';
import { balanceOf } from '../../ledger/ledger.testing';
import { USDT, insertMember } from '../../test/factories';
import { staffPost, okData } from '../../test/http';

/**
 * Two checkers deciding one request at the same moment. PGlite runs one request at a time, so this
 * runs only on PostgreSQL (the server-pg Vitest project); adjustments.test.ts holds the rest.
 */
describe('manual adjustments under concurrency on PostgreSQL', () => {
  const t = useTestApp({ auditedLedger: true });
  const { admin, maker, checker } = useAdjustmentStaff(t);

  it('two approvals at once: one posts, the other sees STATE_CHANGED', async () => {
    const memberId = await insertMember(t);
    const asked = await staffPost(t, maker.token, adjustmentPaths.list, {
      member_id: String(memberId),
      wallet: 'point1',
      direction: 'credit',
      amount: '3',
      reason: 'Race',
    });
    const req = okData(asked) as { id: string };
    const results = await Promise.all([
      staffPost(t, checker.token, adjustmentPaths.approve(req.id)),
      staffPost(t, admin.token, adjustmentPaths.approve(req.id)),
      staffPost(t, checker.token, adjustmentPaths.approve(req.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t, memberId)).toBe(3n * USDT);
    const journals = await t.db.selectFrom('journal').select('id').where('member_id', '=', memberId).execute();
    expect(journals).toHaveLength(1);
  });
});
