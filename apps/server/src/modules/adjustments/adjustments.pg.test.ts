import { adjustmentPaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { type SignedInStaff, USDT, insertMember, signInStaff } from '../../test/factories';
import { staffPost } from '../../test/http';

/**
 * Two checkers deciding one request at the same moment. PGlite runs one request at a time, so this
 * runs only on PostgreSQL (the server-pg Vitest project); adjustments.test.ts holds the rest.
 */
describe('manual adjustments under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let maker: SignedInStaff;
  let checker: SignedInStaff;
  beforeAll(async () => {
    t = await buildTestApp();
    ({
      admin,
      financemaker: maker,
      financechecker: checker,
    } = await signInStaff(t, { financemaker: 'finance', financechecker: 'finance' }));
  });
  afterAll(async () => {
    expect(await auditLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('two approvals at once: one posts, the other sees STATE_CHANGED', async () => {
    const memberId = await insertMember(t);
    const asked = await staffPost(t, maker.token, adjustmentPaths.list, {
      member_id: String(memberId),
      wallet: 'point1',
      direction: 'credit',
      amount: '3',
      reason: 'Race',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const req = asked.json().data as { id: string };
    const results = await Promise.all([
      staffPost(t, checker.token, adjustmentPaths.approve(req.id)),
      staffPost(t, admin.token, adjustmentPaths.approve(req.id)),
      staffPost(t, checker.token, adjustmentPaths.approve(req.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const balance = await t.db
      .selectFrom('accounts')
      .select('balance_micro')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'point1')
      .executeTakeFirst();
    expect(balance?.balance_micro).toBe(3n * USDT);
    const journals = await t.db.selectFrom('journal').select('id').where('member_id', '=', memberId).execute();
    expect(journals).toHaveLength(1);
  });
});
