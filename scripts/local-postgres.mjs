#!/usr/bin/env node
// A throwaway PostgreSQL server on loopback for tests and benchmarks, from the machine's own
// PostgreSQL binaries (Debian's `postgresql` package). As root, it runs as the `postgres` user.
//   node scripts/local-postgres.mjs start [port]   → prints DATABASE_URL=..., leaves the server running
//   node scripts/local-postgres.mjs stop [port]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_PORT = 54329;

export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(base, v, 'bin'));
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) candidates.push(path.dirname(which.stdout.trim()));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

const isRoot = process.getuid?.() === 0;

function run(bin, args, options = {}) {
  const [cmd, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
}

function stateDir(port) {
  return path.join(os.tmpdir(), `tandem-pg-${port}`);
}

/** Starts a fresh cluster (data thrown away on stop). Resolves to its connection URL. */
export function startLocalPostgres({ port = DEFAULT_PORT, durable = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries found (install Debian package postgresql, or set PG_BIN).');
  const dir = stateDir(port);
  stopLocalPostgres({ port, quiet: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  // Tests need speed, not durability; benchmarks ask for a durable server.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=300',
    '-c shared_buffers=256MB',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-o',
    settings,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

export function stopLocalPostgres({ port = DEFAULT_PORT, quiet = false } = {}) {
  const bin = findPostgresBin();
  const data = path.join(stateDir(port), 'data');
  if (!bin || !fs.existsSync(path.join(data, 'postmaster.pid'))) return;
  try {
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch (error) {
    if (!quiet) throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, portArg] = process.argv.slice(2);
  const port = portArg ? Number(portArg) : DEFAULT_PORT;
  if (command === 'start') {
    console.log(`DATABASE_URL=${startLocalPostgres({ port, durable: process.env.PG_DURABLE === '1' })}`);
  } else if (command === 'stop') {
    stopLocalPostgres({ port });
  } else {
    console.error('usage: local-postgres.mjs start|stop [port]');
    process.exit(2);
  }
}
