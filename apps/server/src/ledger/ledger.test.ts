import type { JournalType } from '@tandem/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { createMember } from '../test/factories';
import { auditLedger } from './audit';
import { findMemberBalances } from './balances';
import { creditForTest, journalsWithKey } from './ledger.testing';
import { DuplicateJournalError, InsufficientBalanceError, postJournal } from './post-journal';
import { inTransaction } from '../db/transaction';

const USDT = 1_000_000n;

describe('ledger', () => {
  const t = useTestApp();

  const entriesOf = (memberId: bigint) =>
    t.db
      .selectFrom('entries as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(['e.amount_micro', 'e.balance_after_micro', 'e.account_version', 'a.kind'])
      .where('a.member_id', '=', memberId)
      .orderBy('e.id')
      .execute();

  /** A journal and its entries written raw, past postJournal, in one transaction: the database's own guards must hold. */
  const writeRaw = (
    businessKey: string,
    entries: Array<{
      account_id: bigint;
      amount_micro: bigint;
      balance_after_micro: bigint | null;
      account_version: bigint | null;
    }>,
  ) =>
    inTransaction(t.db, async (trx) => {
      const j = await trx
        .insertInto('journal')
        .values({
          type: 'x' as JournalType /* a test's own, never on screen */,
          business_key: businessKey,
          member_id: null,
          metadata: null,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const entry of entries)
        await trx
          .insertInto('entries')
          .values({ journal_id: j.id, asset: 'USDT', created_at: new Date(), ...entry })
          .execute();
    });

  it('posts a balanced journal, caching balance and version on each member account', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await creditForTest(t.db, a.id, 100n * USDT);
    await inTransaction(t.db, (trx) =>
      postJournal(trx, {
        type: 'transfer',
        businessKey: `k-${a.id}-1`,
        memberId: a.id,
        legs: [
          { account: { memberId: a.id, kind: 'point1' }, amountMicro: -31n * USDT },
          { account: { memberId: b.id, kind: 'point1' }, amountMicro: 30n * USDT },
          { account: { platform: 'fee_revenue' }, amountMicro: USDT },
        ],
        at: new Date(),
      }),
    );
    expect((await findMemberBalances(t.db, a.id)).point1).toBe(69n * USDT);
    expect((await findMemberBalances(t.db, b.id)).point1).toBe(30n * USDT);
    expect(await entriesOf(a.id)).toEqual([
      { amount_micro: 100n * USDT, balance_after_micro: 100n * USDT, account_version: 1n, kind: 'point1' },
      { amount_micro: -31n * USDT, balance_after_micro: 69n * USDT, account_version: 2n, kind: 'point1' },
    ]);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('refuses to take a member account below zero and changes nothing', async () => {
    const a = await createMember(t);
    await creditForTest(t.db, a.id, 10n * USDT);
    const attempt = inTransaction(t.db, (trx) =>
      postJournal(trx, {
        type: 'swap',
        businessKey: `k-${a.id}-over`,
        memberId: a.id,
        legs: [
          { account: { memberId: a.id, kind: 'point1' }, amountMicro: -11n * USDT },
          { account: { memberId: a.id, kind: 'point2' }, amountMicro: 11n * USDT },
        ],
        at: new Date(),
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
    const balances = await findMemberBalances(t.db, a.id);
    expect(balances.point1).toBe(10n * USDT);
    expect(balances.point2).toBe(0n);
    expect(await journalsWithKey(t, `k-${a.id}-over`)).toEqual([]);
  });

  it('posts a business key once', async () => {
    const a = await createMember(t);
    await creditForTest(t.db, a.id, 5n * USDT, { businessKey: `once-${a.id}` });
    await expect(creditForTest(t.db, a.id, 5n * USDT, { businessKey: `once-${a.id}` })).rejects.toBeInstanceOf(
      DuplicateJournalError,
    );
    expect((await findMemberBalances(t.db, a.id)).point1).toBe(5n * USDT);
  });

  it('refuses malformed journals before touching the database', async () => {
    const a = await createMember(t);
    const post = (legs: Parameters<typeof postJournal>[1]['legs']) =>
      inTransaction(t.db, (trx) =>
        postJournal(trx, {
          type: 'x' as JournalType /* a test's own, never on screen */,
          businessKey: `bad-${Math.random()}`,
          memberId: a.id,
          legs,
          at: new Date(),
        }),
      );
    await expect(
      post([
        { account: { memberId: a.id, kind: 'point1' }, amountMicro: 1n },
        { account: { platform: 'adjustments' }, amountMicro: 0n },
      ]),
    ).rejects.toThrow(/no amount/);
    await expect(
      post([
        { account: { memberId: a.id, kind: 'point1' }, amountMicro: 2n },
        { account: { platform: 'adjustments' }, amountMicro: -1n },
      ]),
    ).rejects.toThrow(/does not balance/);
    // Vouchers never balance against USDT.
    await expect(
      post([
        { account: { memberId: a.id, kind: 'point5' }, amountMicro: 2n },
        { account: { platform: 'adjustments' }, amountMicro: -2n },
      ]),
    ).rejects.toThrow(/does not balance/);
    expect(await findMemberBalances(t.db, a.id)).toMatchObject({ point1: 0n, point5: 0n });
  });

  it('has the database refuse what the code would never do', async () => {
    const a = await createMember(t);
    await creditForTest(t.db, a.id, 7n * USDT);
    const account = await t.db
      .selectFrom('accounts')
      .selectAll()
      .where('member_id', '=', a.id)
      .where('kind', '=', 'point1')
      .executeTakeFirstOrThrow();
    // The floor.
    await expect(sql`update accounts set balance_micro = -1 where id = ${account.id}`.execute(t.db)).rejects.toThrow();
    // Append-only journal and entries.
    await expect(
      sql`update entries set amount_micro = 1 where account_id = ${account.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from journal where member_id = ${a.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    // An unbalanced journal fails at commit.
    await expect(
      writeRaw(`raw-${a.id}`, [
        { account_id: 1n, amount_micro: 5n, balance_after_micro: null, account_version: null },
        { account_id: 2n, amount_micro: -4n, balance_after_micro: null, account_version: null },
      ]),
    ).rejects.toThrow(/does not balance/);
    // An entry that does not carry the account's version and balance.
    await expect(
      writeRaw(`raw2-${a.id}`, [
        { account_id: account.id, amount_micro: 5n, balance_after_micro: 12n * USDT, account_version: 1n },
      ]),
    ).rejects.toThrow();
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('audit reports a cached balance that drifted from its entries', async () => {
    const a = await createMember(t);
    await creditForTest(t.db, a.id, 3n * USDT);
    await sql`update accounts set balance_micro = balance_micro + 1 where member_id = ${a.id}`.execute(t.db);
    const findings = await auditLedger(t.db);
    expect(findings.map((f) => f.check)).toContain('each cached balance and version equal the fold of its entries');
    await sql`update accounts set balance_micro = balance_micro - 1 where member_id = ${a.id}`.execute(t.db);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
