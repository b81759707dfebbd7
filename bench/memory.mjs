#!/usr/bin/env node
// Memory under a steady mixed member load (issue 14): the built server with the demo data, on one database,
// loaded for `--minutes` by a few demo members (their reads, and transfers, tickets and notification reads at
// a lower rate), `--runs` times against the SAME server process. Every `--sample-s` seconds it samples the
// server's resident size (VmRSS from /proc) and its V8 heap (process.memoryUsage through the inspector);
// after each run it forces a full garbage collection and samples the floor. A leak shows as that floor, and
// the start of each run, rising run after run. Exits non-zero when RSS ever exceeds `--max-mb` (400) or a
// request fails. Run from the repo root after building the server (`npm run build -w @tandem/server`):
//   node --import tsx bench/memory.mjs --db=pglite
//   node --import tsx bench/memory.mjs --db=postgres [--database-url=postgres://postgres@127.0.0.1:54329/mem_bench]
// Options: --minutes=10 --runs=2 --connections=12 --think-ms=40 --sample-s=10 --max-mb=400 --snapshots
// --server=apps/server/dist/server.js (another build, e.g. a copy of the one before a change, to compare).
// (--snapshots writes a heap snapshot after each run's collection, for comparing two in DevTools).
// PostgreSQL: the database named in the URL is dropped and created afresh. The RSS is the server's process
// only (on PGlite that includes the embedded database; on PostgreSQL its backends are other processes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { serverNodeOptions } from '../scripts/server-node-options.mjs';
import { freePort, percentile, root, stopProcess } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:54329/mem_bench' },
    minutes: { type: 'string', default: '10' },
    runs: { type: 'string', default: '2' },
    connections: { type: 'string', default: '12' },
    'think-ms': { type: 'string', default: '40' },
    'sample-s': { type: 'string', default: '10' },
    'max-mb': { type: 'string', default: '400' },
    snapshots: { type: 'boolean', default: false },
    server: { type: 'string', default: 'apps/server/dist/server.js' },
  },
});
if (!['pglite', 'postgres'].includes(opts.db)) throw new Error('--db is pglite or postgres');
const MINUTES = Number(opts.minutes);
const RUNS = Number(opts.runs);
const CONNECTIONS = Number(opts.connections);
const THINK_MS = Number(opts['think-ms']);
const SAMPLE_MS = Number(opts['sample-s']) * 1000;
const MAX_MB = Number(opts['max-mb']);
const PASSWORD = 'Demo12345';
const USDT = 1_000_000n;

const serverScript = path.resolve(root, opts.server);
if (!fs.existsSync(serverScript)) throw new Error('Build first: npm run build -w @tandem/server');

/** The demo members, each calling from an address of its own (the server trusts 127.0.0.1 as a proxy). */
const members = ['alice', 'bob888', 'carol1', 'dave77', 'erin01', 'frank1'].map((username, i) => ({
  username,
  address: `10.0.0.${i + 1}`,
  token: '',
  language: 'en',
}));
/** A transfer partner in the sender's upline or downline: alice sponsors the others. */
const partnerOf = (username) =>
  username === 'alice' ? members[1 + Math.floor(Math.random() * (members.length - 1))].username : 'alice';

/** The reads, as the member app calls them, with how often each comes up (weights). */
const reads = [
  ['get-member-info', 3, () => '/api/member/get-member-info'],
  ['home-page', 3, () => '/api/member/home-page'],
  ['getWallet', 2, () => '/api/wallet/getWallet'],
  ['stakingInfo', 1, () => '/api/staking/stakingInfo'],
  ['teamInfo', 1, () => '/api/team/teamInfo'],
  ['wallet-record', 1, () => '/api/record/wallet-record?wallet=point1&page=1'],
  ['transfer-record', 1, () => '/api/wallet/wallet-tranfer-record?page=1'],
  ['news-list', 1, (m) => `/api/news/news-list?language=${m.language}&news_type=1&page=1`],
  ['notification-list', 1, () => '/api/notification/list?page=1'],
  ['unread-count', 2, () => '/api/notification/unread-count'],
  ['ticket-list', 1, () => '/api/ticket/get-ticket?page=1'],
];
const totalWeight = reads.reduce((sum, [, w]) => sum + w, 0);
function pickRead() {
  let r = Math.random() * totalWeight;
  for (const read of reads) if ((r -= read[1]) < 0) return read;
  return reads[0];
}

const mb = (bytes) => bytes / 1024 / 1024;
const fmt = (n) => n.toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load1 = () => os.loadavg()[0].toFixed(2);
let sequence = 0;

/** A size line of /proc/<pid>/status in bytes: VmRSS (resident now) or VmHWM (the most it has been). */
function statusBytes(pid, key) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${key}:`));
  return Number(line.split(/\s+/)[1]) * 1024;
}
const rssBytes = (pid) => statusBytes(pid, 'VmRSS');

/** A Chrome DevTools protocol session on the server's inspector: its memory and a forced collection. */
async function inspect(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  // Node 22 has a WebSocket client built in (Node 20 with --experimental-websocket); else the `ws` package.
  const Client = globalThis.WebSocket ?? (await import('ws')).default;
  const ws = new Client(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const msg = JSON.parse(String(event.data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    async memory() {
      const r = await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(r.result.result.value);
    },
    gc: () => send('HeapProfiler.collectGarbage'),
    close: () => ws.close(),
  };
}

async function call(base, member, method, url, body, extraHeaders = {}) {
  const headers = { 'x-forwarded-for': member.address, ...extraHeaders };
  if (member.token) headers.authorization = `Bearer ${member.token}`;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 200 || json.code !== 0) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

function startServer(env, nodeArgs = []) {
  const child = spawn(process.execPath, [...serverNodeOptions, ...nodeArgs, serverScript], {
    env: {
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      ...process.env,
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (d) => {
    const text = String(d);
    if (!/Debugger (listening|attached)|For help, see|heapsnapshot/i.test(text)) process.stderr.write(text);
  });
  return child;
}

async function waitHealthy(child, base) {
  const deadline = Date.now() + 300_000; // a first start (initdb) on a busy machine takes minutes
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error('server did not start');
}

/** A fresh database: a new PGlite directory, or the PostgreSQL database of the URL dropped and created. */
async function freshDatabase() {
  if (opts.db === 'pglite') return { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-mem-')), databaseUrl: '' };
  const url = new URL(opts['database-url']);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name}: lower-case letters, digits, _`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-mem-')), databaseUrl: url.href };
}

/** Gives every demo member a million USDT of cash through the ledger, so their transfers go through. */
async function fundMembers(database) {
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { postJournal } = await import('../apps/server/src/ledger/post-journal.ts');
  const { inTransaction } = await import('../apps/server/src/db/transaction.ts');
  const handle = await openDatabase(
    database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir },
  );
  try {
    const rows = await handle.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        members.map((m) => m.username),
      )
      .execute();
    for (const row of rows) {
      await inTransaction(handle.db, (trx) =>
        postJournal(trx, {
          type: 'adjustment',
          businessKey: `memory-bench-credit:${row.id}`,
          memberId: row.id,
          legs: [
            { account: { platform: 'adjustments', asset: 'USDT' }, amountMicro: -1_000_000n * USDT },
            { account: { memberId: row.id, kind: 'point1' }, amountMicro: 1_000_000n * USDT },
          ],
          metadata: { reason: 'memory benchmark' },
          at: new Date(),
        }),
      );
    }
  } finally {
    await handle.close();
  }
}

/** One run: `CONNECTIONS` readers and one writer for MINUTES, memory sampled every SAMPLE_MS. */
async function oneRun(run, base, pid, inspector, transferAmount) {
  const samples = [];
  const latencies = [];
  const failures = [];
  let requests = 0;
  let writes = 0;
  const started = performance.now();
  const deadline = started + MINUTES * 60_000;
  const sample = async () => {
    const m = await inspector.memory();
    const s = {
      t: Math.round((performance.now() - started) / 1000),
      rss: rssBytes(pid),
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      requests,
      load: load1(),
    };
    samples.push(s);
    console.log(
      `  run ${run} t=${String(s.t).padStart(4)} s  rss ${fmt(mb(s.rss))} MB  heap ${fmt(mb(s.heapUsed))}/${fmt(mb(s.heapTotal))} MB  external ${fmt(mb(s.external))} MB  requests ${requests}  failures ${failures.length}  load ${s.load}`,
    );
  };
  const record = (error) => {
    failures.push(error);
    if (failures.length <= 3) console.error(`  failure: ${error.message}`);
  };

  await sample();
  const sampler = setInterval(() => void sample().catch(record), SAMPLE_MS);
  const reader = async (worker) => {
    const member = members[worker % members.length];
    while (performance.now() < deadline) {
      const [, , url] = pickRead();
      const t0 = performance.now();
      try {
        await call(base, member, 'GET', url(member));
        latencies.push(performance.now() - t0);
      } catch (error) {
        record(error);
      }
      requests++;
      if (THINK_MS > 0) await sleep(THINK_MS);
    }
  };
  // Writes a member does, at a lower rate: a transfer every 3 s, a ticket every 20 s, "mark all read" every 30 s.
  const writer = async () => {
    for (let tick = 0; performance.now() < deadline; tick++) {
      const member = members[tick % members.length];
      try {
        await call(
          base,
          member,
          'POST',
          '/api/wallet/wallet-transafer',
          { username: partnerOf(member.username), amount: transferAmount, sec_password: PASSWORD },
          { 'idempotency-key': `mem-${process.pid}-${++sequence}` },
        );
        if (tick % 7 === 0)
          await call(base, member, 'POST', '/api/ticket/create-ticket', {
            title: `Memory run ${run} question ${tick}`,
            category: 'other',
            content: 'How long does a transfer take to show in my records?',
          });
        if (tick % 10 === 0) await call(base, member, 'POST', '/api/notification/read', { all: true });
        writes++;
      } catch (error) {
        record(error);
      }
      requests++;
      await sleep(3000);
    }
  };
  await Promise.all([...Array.from({ length: CONNECTIONS }, (_, i) => reader(i)), writer()]);
  clearInterval(sampler);
  await sample();
  const seconds = (performance.now() - started) / 1000;
  await inspector.gc();
  await sleep(1000);
  await inspector.gc();
  const floor = { rss: rssBytes(pid), ...(await inspector.memory()) };
  console.log(
    `  run ${run} after full collection: rss ${fmt(mb(floor.rss))} MB  heap ${fmt(mb(floor.heapUsed))} MB  external ${fmt(mb(floor.external))} MB`,
  );
  if (opts.snapshots) {
    process.kill(pid, 'SIGUSR2');
    await sleep(15_000);
  }

  // Slope of RSS and heap over the last half of the run, least squares, MB per minute.
  const slope = (key) => {
    const half = samples.filter((s) => s.t >= (MINUTES * 60) / 2);
    if (half.length < 2) return NaN;
    const n = half.length;
    const mx = half.reduce((a, s) => a + s.t, 0) / n;
    const my = half.reduce((a, s) => a + mb(s[key]), 0) / n;
    const num = half.reduce((a, s) => a + (s.t - mx) * (mb(s[key]) - my), 0);
    const den = half.reduce((a, s) => a + (s.t - mx) ** 2, 0);
    return (num / den) * 60;
  };
  return {
    run,
    samples,
    floor,
    failures,
    writes,
    requests,
    rps: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rssStart: samples[0].rss,
    rssEnd: samples.at(-1).rss,
    rssMax: Math.max(...samples.map((s) => s.rss)),
    heapStart: samples[0].heapUsed,
    heapEnd: samples.at(-1).heapUsed,
    heapMax: Math.max(...samples.map((s) => s.heapUsed)),
    rssSlope: slope('rss'),
    heapSlope: slope('heapUsed'),
  };
}

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
const database = await freshDatabase();
const port = await freePort();
const inspectPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl };
console.log(`memory bench on ${opts.db}: migrating and seeding the demo data`);
// First start: a new cluster, migrations and demo data, measured once healthy and collected; then the members
// are funded while no server holds the database, and the server the runs load starts on it.
let child = startServer(env, [`--inspect=127.0.0.1:${inspectPort}`]);
let firstStart;
try {
  await waitHealthy(child, base);
  const firstInspector = await inspect(inspectPort);
  await firstInspector.gc();
  firstStart = { rss: rssBytes(child.pid), peak: statusBytes(child.pid, 'VmHWM'), ...(await firstInspector.memory()) };
  firstInspector.close();
  console.log(
    `first start: peak rss ${fmt(mb(firstStart.peak))} MB; once healthy, after a full collection: rss ${fmt(mb(firstStart.rss))} MB  heap ${fmt(mb(firstStart.heapUsed))} MB  external ${fmt(mb(firstStart.external))} MB`,
  );
} finally {
  await stopProcess(child);
  if (!firstStart) fs.rmSync(database.dataDir, { recursive: true, force: true });
}
await fundMembers(database);

child = startServer(env, [
  `--inspect=127.0.0.1:${inspectPort}`,
  '--heapsnapshot-signal=SIGUSR2',
  `--diagnostic-dir=${database.dataDir}`,
]);
const results = [];
let inspector;
try {
  await waitHealthy(child, base);
  inspector = await inspect(inspectPort);
  for (const member of members) {
    const login = await call(base, member, 'POST', '/api/auth/login', {
      username: member.username,
      password: PASSWORD,
    });
    member.token = login.token;
    member.language = (await call(base, member, 'GET', '/api/member/get-member-info')).language ?? 'en';
  }
  // Every read answers before the load starts (a wrong URL would otherwise only show as failures).
  for (const [name, , url] of reads)
    await call(base, members[0], 'GET', url(members[0])).catch((e) => {
      throw new Error(`${name}: ${e.message}`);
    });
  const wallet = await call(base, members[0], 'GET', '/api/wallet/getWallet');
  const transferAmount = String(Math.max(1, Math.ceil(Number(wallet.transfer_min_amount))));
  console.log(
    `server pid ${child.pid}; ${RUNS} run(s) of ${MINUTES} min, ${CONNECTIONS} readers (think ${THINK_MS} ms) + 1 writer; transfers of ${transferAmount} USDT; load before ${loadBefore}`,
  );
  for (let run = 1; run <= RUNS; run++) results.push(await oneRun(run, base, child.pid, inspector, transferAmount));
} finally {
  inspector?.close();
  await stopProcess(child);
  if (!opts.snapshots) fs.rmSync(database.dataDir, { recursive: true, force: true });
  else console.log(`heap snapshots in ${database.dataDir}`);
}

const loadAfter = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
const rows = results.map(
  (r) =>
    `| ${r.run} | ${fmt(mb(r.rssStart))} | ${fmt(mb(r.rssMax))} | ${fmt(mb(r.rssEnd))} | ${fmt(r.rssSlope)} | ${fmt(mb(r.heapStart))} | ${fmt(mb(r.heapMax))} | ${fmt(mb(r.heapEnd))} | ${fmt(r.heapSlope)} | ${fmt(mb(r.floor.rss))} | ${fmt(mb(r.floor.heapUsed))} | ${r.requests} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.writes} | ${r.failures.length} |`,
);
console.log(`
Memory on ${opts.db === 'pglite' ? 'PGlite (embedded, in the server process)' : 'PostgreSQL (server process only)'}: ${RUNS} × ${MINUTES} min on one server process, ${CONNECTIONS} readers (think ${THINK_MS} ms) + 1 writer; ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average before ${loadBefore}, after ${loadAfter}.
Command: \`node --import tsx bench/memory.mjs --db=${opts.db} --minutes=${MINUTES} --runs=${RUNS}\`. MB = MiB; slope = least squares over the run's last half, MB/min; floor = after a forced full collection at the run's end.

First start (new ${opts.db === 'pglite' ? 'data directory' : 'database'}: migrations, demo data; no load): peak RSS ${fmt(mb(firstStart.peak))} MB, once healthy after a full collection ${fmt(mb(firstStart.rss))} MB (heap ${fmt(mb(firstStart.heapUsed))} MB).

| Run | RSS start | RSS max | RSS end | RSS slope | heap start | heap max | heap end | heap slope | floor RSS | floor heap | requests | req/s | p50 ms | p99 ms | writes | failures |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
const peak = Math.max(firstStart.rss, ...results.map((r) => r.rssMax));
const failed = results.reduce((n, r) => n + r.failures.length, 0);
if (peak > MAX_MB * 1024 * 1024) {
  console.error(`RSS reached ${fmt(mb(peak))} MB, over ${MAX_MB} MB`);
  process.exitCode = 1;
}
if (failed > 0) {
  console.error(`${failed} requests failed`);
  process.exitCode = 1;
}
