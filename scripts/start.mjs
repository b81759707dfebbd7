#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the server (migrations and seed run at boot).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contracts = 'packages/contracts/src';
if (isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/index.html', contracts])) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', '@tandem/web']);
}
if (isStale(path.join(root, 'apps/server/dist/server.js'), ['apps/server/src', contracts])) {
  console.log('Building the server...');
  run(['run', 'build', '-w', '@tandem/server']);
}

const env = {
  ...process.env,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
};
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
