#!/usr/bin/env node
// One server process against two on one PostgreSQL, under the same mixed member load (docs/scaling.md):
// requests/s, latency, and the CPU the servers and PostgreSQL used (from /proc), in bench/RESULTS.md.
// Run from the repo root after building the server:
//   npm run build -w @tandem/server && node bench/two-servers.mjs [--duration=15] [--connections=60]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startLocalPostgres, stopLocalPostgres } from '../scripts/local-postgres.mjs';
import { freePort, root, startProcess, stopProcess, writeSection } from './lib.mjs';

const PG_PORT = 54335;
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION_S = arg('duration', 15);
const CONNECTIONS = arg('connections', 60);
const serverScript = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(serverScript)) throw new Error('Build first: npm run build -w @tandem/server');

/** What a signed-in member's screens ask for: home, profile, wallet, wallet records, news. */
const MEMBER_CALLS = [
  '/api/member/home-page',
  '/api/member/get-member-info',
  '/api/wallet/getWallet',
  '/api/record/wallet-record?page=1',
  '/api/news/news-list?page=1',
];
const DEMO_MEMBERS = ['alice', 'bob888', 'carol1', 'dave77'];
const CLOCK_TICKS = 100; // USER_HZ on Linux

function statOf(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
    return {
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** CPU ticks of a process tree one level deep: the process, its live children, and its children that ended. */
function treeTicks(pid) {
  const parent = statOf(pid);
  if (!parent) return 0;
  let ticks = parent.own + parent.children;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = statOf(entry);
    if (s && s.ppid === pid) ticks += s.own;
  }
  return ticks;
}

function postmasterPid() {
  const file = path.join(os.tmpdir(), `tandem-pg-${PG_PORT}`, 'data', 'postmaster.pid');
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

async function startServer(databaseUrl) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
  };
  const child = await startProcess(serverScript, env, `${base}/api/ready`);
  return { child, base, dataDir };
}

async function login(base, username) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo12345' }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Each connection a member going round the calls; a call that does not answer 200 stops the run. */
async function checkCalls(base, token) {
  for (const call of MEMBER_CALLS) {
    const res = await fetch(`${base}${call}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
  }
}

function loadOne(base, tokens, connections, duration) {
  const requests = tokens.flatMap((token) =>
    MEMBER_CALLS.map((p) => ({ method: 'GET', path: p, headers: { authorization: `Bearer ${token}` } })),
  );
  return autocannon({ url: base, connections, duration, requests });
}

/** The same total connections spread over `servers`, with CPU of the servers and of PostgreSQL meanwhile. */
async function measure(servers, tokens) {
  const share = Math.round(CONNECTIONS / servers.length);
  await Promise.all(servers.map((s) => loadOne(s.base, tokens, share, 2))); // warm-up
  const pg = postmasterPid();
  const before = { pg: treeTicks(pg), servers: servers.map((s) => treeTicks(s.child.pid)), at: Date.now() };
  const results = await Promise.all(servers.map((s) => loadOne(s.base, tokens, share, DURATION_S)));
  const seconds = (Date.now() - before.at) / 1000;
  const cores = (ticks) => ticks / CLOCK_TICKS / seconds;
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const answered = results.reduce((sum, r) => sum + r.requests.total, 0);
  const serverTicks = servers.reduce((sum, s, i) => sum + treeTicks(s.child.pid) - before.servers[i], 0);
  const pgTicks = treeTicks(pg) - before.pg;
  // CPU milliseconds one request costs: unlike requests/s, this hardly moves with what else the machine runs.
  const msPerRequest = (ticks) => (ticks * (1000 / CLOCK_TICKS)) / answered;
  return {
    servers: servers.length,
    rps: Math.round(rps),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    serverCores: servers.map((s, i) => cores(treeTicks(s.child.pid) - before.servers[i])),
    pgCores: cores(pgTicks),
    serverMs: msPerRequest(serverTicks),
    pgMs: msPerRequest(pgTicks),
  };
}

const loadBefore = os.loadavg()[0];
const databaseUrl = startLocalPostgres({ port: PG_PORT, durable: true });
const servers = [];
const rows = [];
try {
  servers.push(await startServer(databaseUrl));
  const tokens = [];
  for (const name of DEMO_MEMBERS) tokens.push(await login(servers[0].base, name));
  await checkCalls(servers[0].base, tokens[0]);
  rows.push(await measure(servers, tokens));
  servers.push(await startServer(databaseUrl));
  rows.push(await measure(servers, tokens));
} finally {
  for (const s of servers) {
    await stopProcess(s.child);
    fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
  stopLocalPostgres({ port: PG_PORT });
}
const loadAfter = os.loadavg()[0];

const row = (r) =>
  `| ${r.servers} | ${r.rps} | ${(r.rps / rows[0].rps).toFixed(2)}× | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.serverCores.map((c) => c.toFixed(2)).join(' + ')} | ${r.pgCores.toFixed(2)} | ${r.serverMs.toFixed(2)} | ${r.pgMs.toFixed(2)} |`;
const body = `
Command: \`npm run build -w @tandem/server && node bench/two-servers.mjs --duration=${DURATION_S} --connections=${CONNECTIONS}\`
(${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)};
one durable PostgreSQL from scripts/local-postgres.mjs; machine load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after:
other helpers' test runs share these cores, so compare the rows with each other, not with other sections).
Load: autocannon, ${CONNECTIONS} connections in all (split evenly over the servers), ${DURATION_S} s after a 2 s warm-up; each
connection goes round ${MEMBER_CALLS.length} member reads (${MEMBER_CALLS.map((c) => `\`${c.split('?')[0]}\``).join(', ')}) as one of
${DEMO_MEMBERS.length} signed-in demo members. CPU in cores (1.00 = one core busy), from /proc: each server process, and
PostgreSQL's postmaster with its backends; and the CPU one request cost (ms), servers together and PostgreSQL, which
depends far less on the machine's other load than requests/s does.

| servers | requests/s | vs one | p50 ms | p99 ms | non-2xx | errors | server CPU (cores) | PostgreSQL CPU (cores) | server CPU ms/request | PostgreSQL CPU ms/request |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.map(row).join('\n')}
`;
writeSection('Two servers on one PostgreSQL (mixed member reads)', body);
console.log(body);
