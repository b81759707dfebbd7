#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the server (migrations and seed run at boot).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeOptions } from './server-node-options.mjs';

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

const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');

/**
 * The key that seals secrets at rest (staff TOTP secrets). A production server refuses to start without
 * SECRETS_KEY; on one machine `npm start` makes one at the first start and keeps it beside the data
 * (readable by this user only). Back it up with the data: without it the staff must set up TOTP again.
 */
function secretsKey() {
  if (process.env.SECRETS_KEY) return process.env.SECRETS_KEY;
  const file = path.join(dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

const env = {
  ...process.env,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
  DATA_DIR: dataDir,
  SECRETS_KEY: secretsKey(),
};
const child = spawn(
  process.execPath,
  [...serverNodeOptions, '--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
