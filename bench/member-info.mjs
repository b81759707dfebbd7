#!/usr/bin/env node
// Member reads: get-member-info with a valid token, on PGlite and on PostgreSQL, next to a bare Fastify
// JSON route measured in the same run. Run from the repo root after `npm run build`:
//   node bench/member-info.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalPostgres, stopLocalPostgres } from '../scripts/local-postgres.mjs';
import { freePort, load, root, startProcess, stopProcess, writeSection } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const serverScript = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(serverScript)) throw new Error('Build first: npm run build');

async function measureBare() {
  const port = await freePort();
  const child = await startProcess(
    path.join(root, 'bench/bare-server.mjs'),
    { PORT: String(port) },
    `http://127.0.0.1:${port}/hello`,
  );
  try {
    return await load(`http://127.0.0.1:${port}/hello`, { connections: CONNECTIONS, duration: DURATION_S });
  } finally {
    await stopProcess(child);
  }
}

async function measureMemberInfo(databaseUrl) {
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
    return await load(`${base}/api/member/get-member-info`, {
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
  } finally {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const bare = await measureBare();
const pglite = await measureMemberInfo(undefined);
const pgUrl = startLocalPostgres({ port: 54331, durable: true });
let postgres;
try {
  postgres = await measureMemberInfo(pgUrl);
} finally {
  stopLocalPostgres({ port: 54331 });
}

const row = (name, r) =>
  `| ${name} | ${r.rps} | ${(r.rps / bare.rps).toFixed(2)}× | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`;
const body = `
Command: \`npm run build && node bench/member-info.mjs\` (${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up,
autocannon in the benchmark process, each server in its own process; ${os.cpus().length} cores, Node ${process.version},
${new Date().toISOString().slice(0, 10)}). Target: get-member-info on PostgreSQL ≥ 0.15× the bare route, p99 ≤ 20 ms.

| Route | req/s | vs bare | p50 ms | p99 ms | non-2xx | errors |
|---|---|---|---|---|---|---|
${row('bare Fastify `GET /hello`', bare)}
${row('`get-member-info` on PostgreSQL', postgres)}
${row('`get-member-info` on PGlite', pglite)}
`;
writeSection('Member reads: get-member-info', body);
console.log(body);
