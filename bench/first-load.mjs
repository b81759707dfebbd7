#!/usr/bin/env node
// JavaScript a first visit loads, from a Vite build's manifest: the entry, the member layout and the
// homepage route with everything they import statically (raw bytes and gzip -9), and the same for a
// landing page, the login dialog and the account page. Lazy chunks (the wallet code) are not counted.
// Usage: cd apps/web && npx vite build --outDir /tmp/web-x && node bench/first-load.mjs /tmp/web-x
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? 'apps/web/dist';
const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));

function closure(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return seen;
}

const groups = {
  'member first load (entry + member layout + homepage)': [
    'index.html',
    'src/app/routes/member/layout.tsx',
    'src/app/routes/member/homepage.tsx',
  ],
  'landing first load (entry + landing layout)': ['index.html', 'src/app/routes/landing/layout.tsx'],
  // Since issue 14 the pre-rendered public pages load this instead (their islands; lazy ones not counted).
  'landing islands (pre-rendered pages)': ['src/entry-landing.ts'],
  // The method switch and the password form (one chunk since the switch imports the form; a key a build
  // does not have counts nothing).
  'login dialog (method switch + password form)': [
    'src/features/auth/wallet/login-methods.tsx',
    'src/features/auth/components/login-form.tsx',
  ],
  'account page': ['src/app/routes/member/account.tsx'],
};
for (const [name, keys] of Object.entries(groups)) {
  const chunks = closure(keys);
  let raw = 0;
  let gzip = 0;
  for (const key of chunks) {
    const body = fs.readFileSync(path.join(dir, manifest[key].file));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  console.log(`${name}: ${raw} B (gzip ${gzip} B) in ${chunks.size} chunks`);
}
