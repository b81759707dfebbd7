import { randomBytes, randomUUID } from 'node:crypto';
import { moneyDeskPaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { call } from '../http';
import { SEC, fund } from '../factories';
import { createWithdrawer, withdrawalCount } from '../../modules/withdrawals/money-desk.testing';
import { type TestApp, buildTestApp } from '../build-test-app';

/**
 * A client whose connection dropped sends its request again while the first attempt is still being
 * processed (the crash test found this). Every copy must get the one stored answer, never a refusal
 * caused by the first copy's own effect (LAST_DEPOSIT_PENDING, TX_HASH_USED, LAST_WITHDRAWAL_PENDING).
 * Real concurrency needs real sessions, so this runs on PostgreSQL only (the server-pg Vitest project).
 */
describe('the same key sent again while the first is in flight', () => {
  let t: TestApp;
  const COPIES = 12;
  const ROUNDS = 5;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000', DEPOSIT_ADDRESS: `0x${'ab'.repeat(20)}` } });
  });
  afterAll(async () => {
    expect(await auditLedger(t.db)).toEqual([]);
    await t.close();
  });

  /** Copies spread over the first one's processing time, as retries after a dropped connection are. */
  const staggered = <T>(send: () => Promise<T>) =>
    Promise.all(
      Array.from({ length: COPIES }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 6)).then(send)),
    );

  const answers = (results: Array<{ statusCode: number; body: string }>) =>
    results.map((r) => `${r.statusCode} ${(JSON.parse(r.body) as { message: string }).message}`);

  it('a crypto deposit: every copy answers 200 with the same record, and one deposit exists', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = await createWithdrawer(t);
      const key = randomUUID();
      const body = { network: 'BEP20_USDT', amount: '25.5', tx_hash: randomBytes(32).toString('hex') };
      const results = await staggered(() =>
        call(t, 'POST', moneyDeskPaths.deposit, body, { token: m.token, headers: { 'idempotency-key': key } }),
      );
      expect(answers(results)).toEqual(Array(COPIES).fill('200 OK'));
      expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
      const rows = await t.db.selectFrom('deposits').select('id').where('member_id', '=', m.id).execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('a withdrawal: every copy answers 200 with the same record, and one amount is held', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = await createWithdrawer(t);
      await fund(t, m.id, 500n);
      const key = randomUUID();
      const results = await staggered(() =>
        call(
          t,
          'POST',
          moneyDeskPaths.withdraw,
          { amount: '100', sec_password: SEC },
          { token: m.token, headers: { 'idempotency-key': key } },
        ),
      );
      expect(answers(results)).toEqual(Array(COPIES).fill('200 OK'));
      expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
      expect(await withdrawalCount(t, m.id)).toBe(1);
    }
  });
});
