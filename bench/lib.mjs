// Shared helpers for benchmarks: start processes, wait for health, run autocannon, write results.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function startProcess(script, env, readyUrl) {
  const child = spawn(process.execPath, [script], {
    // A production server needs a key to seal secrets at rest; benchmarks use a throwaway one.
    env: { SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'), ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // BENCH_START_TIMEOUT_S: a loaded machine may need longer to migrate and seed.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 60) * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Loads a URL with autocannon; a short warm-up first so JIT and caches settle. */
export async function load(url, { connections = 50, duration = 10, headers = {} } = {}) {
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  };
}

/** Replaces (or appends) the section with this heading in bench/RESULTS.md. */
export function writeSection(heading, body) {
  const file = path.join(root, 'bench', 'RESULTS.md');
  let text = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nEach section says the command that produced it. Figures are from one run on one machine; compare ratios within a section.\n';
  const start = text.indexOf(`\n## ${heading}\n`);
  const section = `\n## ${heading}\n\n${body.trim()}\n`;
  if (start === -1) text = `${text.trimEnd()}\n${section}`;
  else {
    const next = text.indexOf('\n## ', start + 1);
    text = text.slice(0, start) + section + (next === -1 ? '' : text.slice(next));
  }
  fs.writeFileSync(file, text);
}

/** The `p`th percentile (0-100) of `values`, nearest rank: the value below which p % of them fall. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
