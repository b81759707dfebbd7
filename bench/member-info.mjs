#!/usr/bin/env node
// Member reads (issue 14): every authenticated member read with a valid token, on PostgreSQL and on
// PGlite, next to two bare Fastify routes measured in the same run: `GET /hello` (no database) and
// `GET /pk`, one primary-key read through `pg` on the same PostgreSQL (the yardstick: get-member-info
// ≥ 0.8× of it with p99 ≤ 20 ms, the other reads ≥ 0.5×). Run from the repo root after building the server
// (`npm run build -w @tandem/server`):
//   node bench/member-info.mjs
// BENCH_READS=get-member-info,home-page measures only those reads; BENCH_DURATION_S changes the 10 s;
// BENCH_PGLITE=0 skips the embedded database; BENCH_PG_PORT moves its own PostgreSQL off 54331 (two runs side by side).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalPostgres, stopLocalPostgres } from '../scripts/local-postgres.mjs';
import { freePort, load, root, startProcess, stopProcess, writeSection } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const serverScript = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(serverScript)) throw new Error('Build first: npm run build -w @tandem/server');

/** The reads, as a member's app calls them. */
const allReads = {
  'get-member-info': '/api/member/get-member-info',
  'home-page': '/api/member/home-page',
  getWallet: '/api/wallet/getWallet',
  stakingInfo: '/api/staking/stakingInfo',
  teamInfo: '/api/team/teamInfo',
  'wallet-record': '/api/record/wallet-record?wallet=point1&page=1',
  'transfer-record': '/api/wallet/wallet-tranfer-record?page=1',
  'deposit-record': '/api/wallet/deposit-record?page=1',
  'withdraw-record': '/api/wallet/withdraw-record?page=1',
  quitRecord: '/api/staking/quitRecord?page=1',
};
const wanted = process.env.BENCH_READS?.split(',') ?? Object.keys(allReads);
const reads = Object.fromEntries(Object.entries(allReads).filter(([name]) => wanted.includes(name)));

/** CPU time (user + system, ms) a process has used so far: Linux /proc, clock ticks of 10 ms. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The CPU a PostgreSQL cluster of ours has used so far: its postmaster and every process it started. */
function postgresCpuMs(port) {
  const pidFile = path.join(os.tmpdir(), `tandem-pg-${port}`, 'data', 'postmaster.pid');
  const postmaster = fs.readFileSync(pidFile, 'utf8').split('\n')[0].trim();
  let total = cpuMs(postmaster);
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (fields[1] === postmaster) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** This process's CPU (autocannon runs here): the load generator's share. */
function selfCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * `load` plus the CPU per answered request of the server's process, of PostgreSQL (when `pgPort` names the
 * cluster it uses) and of the load generator: on a machine shared with other work the request rate swings
 * with the load, the CPU a request costs much less. On two cores the three share, their sum is what a
 * request costs the machine, so `/pk`'s sum over a read's says how near the read can come to `/pk`.
 */
async function loadWithCpu(child, url, options, pgPort) {
  const before = { server: cpuMs(child.pid), pg: pgPort ? postgresCpuMs(pgPort) : 0, self: selfCpuMs() };
  const result = await load(url, options);
  // The warm-up's requests are inside the CPU window too: count them at the measured rate.
  const requests = result.total * (1 + 2 / options.duration);
  const per = (ms) => ms / requests;
  const server = per(cpuMs(child.pid) - before.server);
  const pg = pgPort ? per(postgresCpuMs(pgPort) - before.pg) : undefined;
  const generator = per(selfCpuMs() - before.self);
  return { ...result, server, pg, generator, machine: server + (pg ?? 0) + generator };
}

async function withBare(databaseUrl, measure) {
  const port = await freePort();
  const child = await startProcess(
    path.join(root, 'bench/bare-server.mjs'),
    { PORT: String(port), DATABASE_URL: databaseUrl },
    `http://127.0.0.1:${port}/hello`,
  );
  try {
    return await measure(child, `http://127.0.0.1:${port}`);
  } finally {
    await stopProcess(child);
  }
}

/** Starts the server on this database with the demo data, logs alice in and loads every read in turn. */
async function measureReads(databaseUrl, pgPort) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    serverScript,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    `${base}/api/health`,
  );
  try {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: 'Demo12345' }),
    });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
    const headers = { authorization: `Bearer ${body.data.token}` };
    const results = {};
    for (const [name, url] of Object.entries(reads)) {
      const check = await fetch(`${base}${url}`, { headers });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      results[name] = await loadWithCpu(
        child,
        `${base}${url}`,
        {
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers,
        },
        pgPort,
      );
    }
    return results;
  } finally {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54331);
const pgUrl = startLocalPostgres({ port: pgPort, durable: true });
let postgres;
let bare;
try {
  postgres = await measureReads(pgUrl, pgPort); // also migrates and seeds the database the bare route reads
  bare = await withBare(pgUrl, async (child, base) => ({
    hello: await loadWithCpu(child, `${base}/hello`, { connections: CONNECTIONS, duration: DURATION_S }, pgPort),
    pk: await loadWithCpu(child, `${base}/pk`, { connections: CONNECTIONS, duration: DURATION_S }, pgPort),
  }));
} finally {
  stopLocalPostgres({ port: pgPort });
}
const pglite = process.env.BENCH_PGLITE === '0' ? {} : await measureReads(undefined);

const ms = (value) => (value === undefined ? '–' : value.toFixed(3));
const row = (name, r) =>
  `| ${name} | ${r.rps} | ${(r.rps / bare.pk.rps).toFixed(2)}× | ${r.p50} | ${r.p99} | ${ms(r.server)} | ${ms(r.pg)} | ${ms(r.generator)} | ${r.pg === undefined ? '–' : `${(bare.pk.machine / r.machine).toFixed(2)}×`} | ${r.non2xx} | ${r.errors} |`;
const readRows = (kind, results) => Object.entries(results).map(([name, r]) => row(`\`${name}\` on ${kind}`, r));
const body = `
Command: \`npm run build -w @tandem/server && node bench/member-info.mjs\` (${CONNECTIONS} connections, ${DURATION_S} s
after a 2 s warm-up, autocannon in the benchmark process, each server in its own process; ${os.cpus().length} cores,
Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average before the run ${loadBefore}).
"vs pk" is against the bare \`GET /pk\` route (one primary-key read through \`pg\`) of the same run. The CPU columns are
ms per answered request, which swing much less with the machine's load than req/s: the server's process, PostgreSQL's
processes (postmaster and backends), and the load generator (autocannon, this process). On ${os.cpus().length} cores shared by
the three, "CPU vs pk" (\`/pk\`'s three summed over the route's) is about the ratio a CPU-bound run can reach.

| Route | req/s | vs pk | p50 ms | p99 ms | server CPU | PostgreSQL CPU | load generator CPU | CPU vs pk | non-2xx | errors |
|---|---|---|---|---|---|---|---|---|---|---|
${row('bare Fastify `GET /hello`', bare.hello)}
${row('bare Fastify `GET /pk` (pg)', bare.pk)}
${readRows('PostgreSQL', postgres).join('\n')}
${readRows('PGlite', pglite).join('\n')}
`;
if (process.env.BENCH_WRITE !== '0')
  writeSection(process.env.BENCH_SECTION ?? 'Member reads: one round trip (issue 14)', body);
console.log(body);
