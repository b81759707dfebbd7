#!/usr/bin/env node
// Ledger throughput and latency straight through postJournal (no HTTP) on a durable local PostgreSQL:
// credits spread over many wallets, credits into one hot wallet, and transfers between random members.
// Every run ends with the ledger audit. Run from the repo root (TypeScript sources load through tsx):
//   node --import tsx bench/ledger-postings.mjs
import os from 'node:os';
import { withLocalPostgres } from './database.mjs';
import { percentile, writeSection } from './lib.mjs';

const { postJournal, InsufficientBalanceError } = await import('../apps/server/src/ledger/post-journal.ts');
const { inTransaction } = await import('../apps/server/src/db/transaction.ts');
const { auditLedger } = await import('../apps/server/src/ledger/audit.ts');

const PORT = 54332;
const CONCURRENCY = 50;
const MEMBERS = 2_000;
const SPREAD_POSTINGS = 20_000;
const HOT_POSTINGS = 5_000;
const TRANSFERS = 10_000;
const USDT = 1_000_000n;

let sequence = 0;
const key = (prefix) => `${prefix}:${process.pid}:${++sequence}`;

/** Runs `count` postings, `CONCURRENCY` at a time; per-posting latency in ms. */
async function run(count, makePosting, db) {
  const latencies = [];
  let refused = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      try {
        await inTransaction(db, (trx) => postJournal(trx, makePosting(i)));
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error;
        refused++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const pct = (p) => percentile(latencies, p).toFixed(1);
  return { perSecond: Math.round(count / seconds), p50: pct(50), p99: pct(99), refused };
}

const results = await withLocalPostgres({ port: PORT, poolMax: CONCURRENCY }, async (db) => {
  const ids = [];
  for (let i = 0; i < MEMBERS; i += 500) {
    const rows = await db
      .insertInto('members')
      .values(
        Array.from({ length: Math.min(500, MEMBERS - i) }, (_, j) => ({
          username: `bench${i + j}`,
          country_id: 194,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const at = new Date();
  const credit = (memberId, amountMicro) => ({
    type: 'test_credit',
    businessKey: key('credit'),
    memberId,
    legs: [
      { account: { platform: 'adjustments' }, amountMicro: -amountMicro },
      { account: { memberId, kind: 'point1' }, amountMicro },
    ],
    at,
  });
  const spread = await run(SPREAD_POSTINGS, (i) => credit(ids[i % ids.length], 10n * USDT), db);
  const hot = await run(HOT_POSTINGS, () => credit(ids[0], USDT), db);
  const transfers = await run(
    TRANSFERS,
    () => {
      const from = ids[Math.floor(Math.random() * ids.length)];
      let to = ids[Math.floor(Math.random() * ids.length)];
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length];
      return {
        type: 'transfer',
        businessKey: key('transfer'),
        memberId: from,
        legs: [
          { account: { memberId: from, kind: 'point1' }, amountMicro: -3n * USDT },
          { account: { memberId: to, kind: 'point1' }, amountMicro: 3n * USDT },
        ],
        at,
      };
    },
    db,
  );
  const findings = await auditLedger(db);
  if (findings.length > 0) throw new Error(`audit failed: ${JSON.stringify(findings)}`);
  return { spread, hot, transfers };
});

const row = (name, r) => `| ${name} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.refused} |`;
const body = `
Command: \`node --import tsx bench/ledger-postings.mjs\` (postJournal in its own transaction, ${CONCURRENCY} at a time,
pool of ${CONCURRENCY}, durable local PostgreSQL, ${os.cpus().length} cores, Node ${process.version},
${new Date().toISOString().slice(0, 10)}). The audit passed after the run.

| Workload | postings/s | p50 ms | p99 ms | refused (insufficient) |
|---|---|---|---|---|
${row(`credits spread over ${MEMBERS} wallets (${SPREAD_POSTINGS})`, results.spread)}
${row(`credits into one hot wallet (${HOT_POSTINGS})`, results.hot)}
${row(`transfers between random members (${TRANSFERS})`, results.transfers)}
`;
writeSection('Ledger postings', body);
console.log(body);
