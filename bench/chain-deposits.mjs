#!/usr/bin/env node
// The deposit watcher against a local anvil (BSC-like finality: `--slots-in-an-epoch 1`, block n final
// at n+2): how many Transfer logs one watcher run reads and settles per second, and how long a transfer
// waits from the moment its block is final until it is credited in the ledger.
// Run from the repo root (TypeScript sources load through tsx); PostgreSQL when TEST_DATABASE_URL is
// set (a fresh database on that server, dropped at the end), in-memory PGlite otherwise:
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/chain-deposits.mjs [--transfers=2000]
import os from 'node:os';
import { openMigratedDatabase } from './database.mjs';
import { percentile, writeSection } from './lib.mjs';

const { ANVIL_ACCOUNTS, startAnvil } = await import('../packages/chain/src/anvil.ts');
const { localChain, testTokenAbi } = await import('../packages/chain/src/index.ts');
const { clientsFor, deployTo, tokens } = await import('../packages/chain/src/deploy.ts');
const { createTestClient, http } = await import('viem');
const { createTestDatabase } = await import('../apps/server/src/test/test-database.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { systemClock } = await import('../apps/server/src/lib/clock.ts');
const { openDepositSource, readTransfers } = await import('../apps/server/src/modules/chain-deposits/chain-reader.ts');
const { scanDeposits } = await import('../apps/server/src/modules/chain-deposits/chain-deposits.service.ts');
const { startDepositWatcher } = await import('../apps/server/src/modules/chain-deposits/deposit-watcher.ts');
const { auditLedger } = await import('../apps/server/src/ledger/audit.ts');

const arg = process.argv.find((a) => a.startsWith('--transfers='));
const TRANSFERS = arg ? Number(arg.slice('--transfers='.length)) : 2000;
const PER_BLOCK = 250;
const LATENCY_SAMPLES = 20;
const WATCHER_INTERVAL_MS = 250;
const DEPOSIT_ADDRESS = ANVIL_ACCOUNTS[4].address;
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);
const ms = (t0) => performance.now() - t0;
const median = (xs) => percentile(xs, 50);

const anvil = await startAnvil({ args: ['--slots-in-an-epoch', '1'] });
const { databaseUrl, drop } = await createTestDatabase();
const database = await openMigratedDatabase(databaseUrl, 10);
try {
  const chain = localChain(anvil.rpcUrl);
  const deployment = await deployTo(anvil.rpcUrl, ANVIL_ACCOUNTS[0].privateKey);
  const owner = clientsFor(anvil.rpcUrl, ANVIL_ACCOUNTS[0].privateKey, chain);
  const sender = clientsFor(anvil.rpcUrl, ANVIL_ACCOUNTS[1].privateKey, chain);
  const test = createTestClient({ mode: 'anvil', chain, transport: http(anvil.rpcUrl) });
  const mint = await owner.walletClient.writeContract({
    address: deployment.token,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [ANVIL_ACCOUNTS[1].address, tokens(100_000_000)],
  });
  await owner.publicClient.waitForTransactionReceipt({ hash: mint });

  const db = database.db;
  const member = await db
    .insertInto('members')
    .values({ username: 'depositor', country_id: 194, wallet_address: ANVIL_ACCOUNTS[1].address })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('linked_wallets')
    .values({ address: ANVIL_ACCOUNTS[1].address, member_id: member.id, linked_at: new Date() })
    .execute();
  const config = loadConfig({
    CHAIN_RPC_URL: anvil.rpcUrl,
    CHAIN_ID: '97',
    TOKEN_CONTRACT: deployment.token,
    DEPOSIT_ADDRESS,
    CHAIN_DEPOSITS_FROM_BLOCK: String(deployment.blockNumber),
  });
  const source = await openDepositSource(config);
  const deps = { db, clock: systemClock };

  // N transfers, PER_BLOCK to a block (automine off, nonces counted here), then two blocks: all final.
  log(`sending ${TRANSFERS} transfers`);
  await test.setAutomine(false);
  let nonce = await sender.publicClient.getTransactionCount({ address: ANVIL_ACCOUNTS[1].address });
  const firstBlock = (await sender.publicClient.getBlockNumber({ cacheTime: 0 })) + 1n;
  for (let sent = 0; sent < TRANSFERS;) {
    const batch = Math.min(PER_BLOCK, TRANSFERS - sent);
    await Promise.all(
      Array.from({ length: batch }, (_, i) =>
        sender.walletClient.writeContract({
          address: deployment.token,
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [DEPOSIT_ADDRESS, tokens(1 + ((sent + i) % 97)) + 123_456_789n],
          nonce: nonce + i,
          gas: 80_000n,
        }),
      ),
    );
    nonce += batch;
    sent += batch;
    await test.mine({ blocks: 1 });
  }
  await test.setAutomine(true);
  await test.mine({ blocks: 2 });
  const lastBlock = await sender.publicClient.getBlockNumber({ cacheTime: 0 });

  // Reading alone: eth_getLogs over the range, in the watcher's 2 000-block ranges.
  let t0 = performance.now();
  const read = await readTransfers(source, firstBlock, lastBlock);
  const readMs = ms(t0);
  if (read.length !== TRANSFERS) throw new Error(`read ${read.length} logs, expected ${TRANSFERS}`);

  // One watcher run: read, record as seen, check each block's hash, credit each log in its own transaction.
  t0 = performance.now();
  const first = await scanDeposits(deps, source);
  let credited = first.credited;
  while (credited < TRANSFERS) credited += (await scanDeposits(deps, source)).credited;
  const scanMs = ms(t0);
  log(`scan: ${first.logs} logs read, ${credited} credited in ${scanMs.toFixed(0)} ms`);

  // Finality → credit: a seen transfer, then the two blocks that make it final; time until credited,
  // (a) one watcher run started right then, (b) the periodic watcher as it runs in the server.
  const direct = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    await sender.walletClient.writeContract({
      address: deployment.token,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [DEPOSIT_ADDRESS, tokens(5)],
    });
    await scanDeposits(deps, source);
    await test.mine({ blocks: 2 });
    t0 = performance.now();
    const run = await scanDeposits(deps, source);
    if (run.credited !== 1) throw new Error(`expected one credit, got ${run.credited}`);
    direct.push(ms(t0));
  }
  const watcher = startDepositWatcher(deps, async () => source, { error: console.error }, WATCHER_INTERVAL_MS);
  const periodic = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const hash = (
      await sender.walletClient.writeContract({
        address: deployment.token,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [DEPOSIT_ADDRESS, tokens(7)],
      })
    ).toLowerCase();
    await watcher.runsEnded(2);
    await test.mine({ blocks: 2 });
    t0 = performance.now();
    for (;;) {
      const row = await db.selectFrom('chain_deposits').select('status').where('tx_hash', '=', hash).executeTakeFirst();
      if (row?.status === 'credited') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    periodic.push(ms(t0));
  }
  await watcher.stop();
  const findings = await auditLedger(db);
  if (findings.length > 0) throw new Error(`ledger audit: ${JSON.stringify(findings)}`);

  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const rows = [
    `| ${kind} | ${TRANSFERS} | ${(TRANSFERS / (readMs / 1000)).toFixed(0)} | ${(TRANSFERS / (scanMs / 1000)).toFixed(0)} | ${median(direct).toFixed(0)} (max ${Math.max(...direct).toFixed(0)}) | ${median(periodic).toFixed(0)} (max ${Math.max(...periodic).toFixed(0)}) |`,
  ];
  log(rows[0]);
  writeSection(
    `Chain deposits: the deposit watcher (${kind})`,
    `Command: \`${databaseUrl ? 'TEST_DATABASE_URL=postgres://… ' : ''}node --import tsx bench/chain-deposits.mjs --transfers=${TRANSFERS}\`
(anvil from npm with \`--slots-in-an-epoch 1\`, so block n is final at n+2 as on BSC; ${TRANSFERS} transfers from one
member's linked wallet, ${PER_BLOCK} to a block; ${os.cpus().length} cores, Node ${process.version},
${new Date().toISOString().slice(0, 10)}). Read: \`eth_getLogs\` alone over the range. Scan: watcher runs from the
cursor until every log is credited (read, record as seen, one canonical-hash check per block, one transaction and
journal per log). Finality → credit, median of ${LATENCY_SAMPLES} in ms: (a) one run started as the second block
lands; (b) the periodic watcher at a ${WATCHER_INTERVAL_MS} ms interval (the server's default is 3 000 ms, which adds
up to that much). Ledger audit clean at the end.

A credit is one transaction per log (lock the row, post the journal, mark it credited), which is what costs:
~19 ms a log on PostgreSQL on this shared 2-core machine (other helpers' test runs alongside), against
~0.4 ms a log to read. BSC deposits to one platform arrive far slower than that; if they ever did not, the
next step is crediting a block's logs in one transaction.

| Database | logs | read logs/s | scan logs/s (seen → credited) | finality → credit, one run | finality → credit, watcher |
|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
} finally {
  await database.close();
  await drop();
  await anvil.stop();
}
