#!/usr/bin/env node
// `npm test`: every test, as CI runs it.
//  1. unit and API tests (Vitest) on the embedded database (PGlite): every project but server-pg;
//  2. the API tests again on PostgreSQL, with the PostgreSQL-only suites (projects server and server-pg):
//     DATABASE_URL when set, else a throwaway local server when PostgreSQL's binaries are installed (CI
//     installs them), with one throwaway Redis (redis-server) for the phase in TEST_REDIS_URL; this phase
//     runs under Node 22 (node22.mjs), the others under this Node (20), so both runtimes are proven without
//     a second run;
//  3. end-to-end journeys in Chromium against the built app on a real server.
// It ends with one line "tests: N passed, N failed" and exits non-zero when anything failed or could not run in CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin, startLocalPostgres, stopLocalPostgres } from './local-postgres.mjs';
import { startLocalRedis } from './local-redis.mjs';
import { node22 } from './node22.mjs';

const root = path.resolve(import.meta.dirname, '..');
const isCi = Boolean(process.env.CI);
const only = process.env.TEST_ONLY?.split(',') ?? ['unit', 'postgres', 'e2e'];
const tally = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function sh(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs Vitest under `node` (its workers follow), saying which Node ran the phase. */
function vitest(label, args, env, node = process.execPath) {
  const report = path.join(os.tmpdir(), `tandem-vitest-${process.pid}-${label}.json`);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`(${label} tests under Node ${version}: ${node})`);
  const status = sh(
    node,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    tally.passed += r.numPassedTests;
    tally.failed += r.numFailedTests;
    tally.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    fs.rmSync(report);
  }
  if (status !== 0) problems.push(`${label} tests failed`);
}

if (only.includes('unit')) {
  console.log('\n== Unit and API tests on PGlite (all projects but server-pg) ==');
  vitest('pglite', ['--project', '!server-pg']);
}

if (only.includes('postgres')) {
  console.log('\n== API tests on PostgreSQL (projects server and server-pg) ==');
  let url = process.env.DATABASE_URL;
  let started = false;
  if (!url && findPostgresBin()) {
    url = startLocalPostgres();
    started = true;
  }
  if (url) {
    // One Redis for the phase: the suites of servers that share limits use it (TEST_REDIS_URL).
    const redis = await startLocalRedis().catch((error) => {
      if (isCi) problems.push(`Redis is not available (install Debian package redis-server): ${error.message}`);
      return null;
    });
    try {
      const node = node22({ isCi });
      if (!node.ok) problems.push(node.problem);
      // Its bin folder first on PATH, so what the tests start by name (node, npx) runs under it too.
      const PATH = `${path.dirname(node.path)}${path.delimiter}${process.env.PATH}`;
      vitest(
        'postgres',
        ['--project', 'server', '--project', 'server-pg'],
        {
          TEST_DATABASE_URL: url,
          PATH,
          ...(redis ? { TEST_REDIS_URL: redis.url } : {}),
          // The schema fuzz sent its full 200 requests per operation on PGlite; here the first half of the same
          // sequence proves the same refusals on PostgreSQL in half the time (CI's 30 minutes). FUZZ_COUNT overrides.
          FUZZ_COUNT: process.env.FUZZ_COUNT ?? '100',
        },
        node.path,
      );
    } finally {
      if (started) stopLocalPostgres();
      await redis?.stop();
    }
  } else if (isCi) {
    problems.push('PostgreSQL is not available (install Debian package postgresql or set DATABASE_URL)');
  } else {
    console.log('Skipped: no DATABASE_URL and no local PostgreSQL binaries (apt-get install postgresql).');
  }
}

if (only.includes('e2e')) {
  console.log('\n== End-to-end tests in Chromium ==');
  const status = sh(process.execPath, [path.join(root, 'scripts/e2e.mjs')], {
    TANDEM_E2E_TALLY: path.join(os.tmpdir(), `tandem-e2e-${process.pid}.json`),
  });
  const tallyFile = path.join(os.tmpdir(), `tandem-e2e-${process.pid}.json`);
  if (fs.existsSync(tallyFile)) {
    const r = JSON.parse(fs.readFileSync(tallyFile, 'utf8'));
    tally.passed += r.passed;
    tally.failed += r.failed;
    tally.skipped += r.skipped;
    fs.rmSync(tallyFile);
  }
  if (status !== 0) problems.push('end-to-end tests failed or could not run');
}

for (const p of problems) console.error(`FAILED: ${p}`);
const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(problems.length || tally.failed ? 1 : 0);
