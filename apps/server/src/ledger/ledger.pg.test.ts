import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { createMember } from '../test/factories';
import { auditLedger } from './audit';
import { findMemberBalances } from './balances';
import { creditForTest } from './ledger.testing';
import { InsufficientBalanceError, postJournal } from './post-journal';
import { inTransaction } from '../db/transaction';

const USDT = 1_000_000n;

/**
 * postJournal raced by real sessions: PGlite runs one transaction at a time, so these run only on
 * PostgreSQL (the server-pg Vitest project). wallet.race.pg.test.ts races the same through HTTP.
 */
describe('ledger under concurrency on PostgreSQL', () => {
  const t = useTestApp();

  it('50 concurrent debits of 30 from 100: exactly 3 post, 47 are refused', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await creditForTest(t.db, a.id, 100n * USDT);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction(t.db, (trx) =>
          postJournal(trx, {
            type: 'transfer',
            businessKey: `race-${a.id}-${i}`,
            memberId: a.id,
            legs: [
              { account: { memberId: a.id, kind: 'point1' }, amountMicro: -30n * USDT },
              { account: { memberId: b.id, kind: 'point1' }, amountMicro: 30n * USDT },
            ],
            at: new Date(),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(reasons).toHaveLength(47);
    for (const reason of reasons) expect(reason).toBeInstanceOf(InsufficientBalanceError);
    expect(await findMemberBalances(t.db, a.id)).toMatchObject({ point1: 10n * USDT });
    expect(await findMemberBalances(t.db, b.id)).toMatchObject({ point1: 90n * USDT });
  }, 60_000);

  it('transfer rings A→B→C→A both ways at once never deadlock a caller', async () => {
    const members = [await createMember(t), await createMember(t), await createMember(t)];
    for (const m of members) await creditForTest(t.db, m.id, 1000n * USDT);
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => {
        const from = members[i % 3]!;
        const to = members[(i + (i % 2 === 0 ? 1 : 2)) % 3]!;
        return inTransaction(t.db, (trx) =>
          postJournal(trx, {
            type: 'transfer',
            businessKey: `ring-${from.id}-${i}`,
            memberId: from.id,
            legs: [
              // Legs in both orders, so only the global lock order keeps these apart.
              ...(i % 4 < 2
                ? [
                    { account: { memberId: from.id, kind: 'point1' as const }, amountMicro: -USDT },
                    { account: { memberId: to.id, kind: 'point1' as const }, amountMicro: USDT },
                  ]
                : [
                    { account: { memberId: to.id, kind: 'point1' as const }, amountMicro: USDT },
                    { account: { memberId: from.id, kind: 'point1' as const }, amountMicro: -USDT },
                  ]),
            ],
            at: new Date(),
          }),
        );
      }),
    );
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    let total = 0n;
    for (const m of members) total += (await findMemberBalances(t.db, m.id)).point1;
    expect(total).toBe(3000n * USDT);
    expect(await auditLedger(t.db)).toEqual([]);
  }, 60_000);

  it('loses none of 1000 concurrent credits into one wallet', async () => {
    const a = await createMember(t);
    const results = await Promise.allSettled(Array.from({ length: 1000 }, () => creditForTest(t.db, a.id, USDT)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const account = await t.db
      .selectFrom('accounts')
      .select(['balance_micro', 'version'])
      .where('member_id', '=', a.id)
      .where('kind', '=', 'point1')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ balance_micro: 1000n * USDT, version: 1000n });
    expect(await auditLedger(t.db)).toEqual([]);
  }, 120_000);
});
