#!/usr/bin/env node
// `node scripts/check-layers.mjs` (part of `npm run lint`): no import in apps/server/src runs from a
// lower layer to a higher one. It reads every import (type-only and re-exports included) of every
// non-test file, places both ends on the floors below and fails on each import that points up.
//
// Floors, lowest first (ARCHITECTURE.md, "Layers"); a file may import its own floor and the ones below:
//   1. foundation  config.ts, db/             the configuration, the database and its migrations
//   2. lib/                                    generic helpers (route docs, OTP codes, uploads, principals…)
//   3. ledger/                                 the one place that moves money
//   4. mail/                                   mail copy, one file per mail
//   5. plugins/                                Fastify concerns that need no module (auth hooks get their
//                                              authenticator from modules/index.ts)
//   6. modules                                 services, repositories, schemas: one floor per tier below;
//                                              a module imports only modules of a LOWER tier (never one
//                                              of its own tier), and deps.ts sits just above settings
//   7. edge       modules/**/*.routes.ts, modules/**/index.ts: routes compose any module's services
//   8. app        app.ts, server.ts, start-banner.ts, cli/, seed/
//   9. test code  test/, *.test.ts, *.testing.ts, *-test-helpers.ts, *.property.model.ts (imports anything)
// A new top-level folder or module must be placed here before the check passes.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
// An optional argument checks another copy of the tree (for example an older commit's, exported).
const src = path.resolve(process.argv[2] ?? path.join(root, 'apps/server/src'));

/** Module tiers, lowest first. Reasons in brief: everyone reads settings and writes the audit log; sign-up
 * places the member in the team; member uses auth's passwords and sessions; money modules check the
 * member's secondary password; settlement, tickets and the home page compose the money modules. */
const moduleTiers = [
  ['settings'],
  ['deps.ts'],
  ['audit', 'notifications', 'health', 'records', 'housekeeping'],
  ['team', 'news', 'kyc', 'adjustments', 'admin'],
  ['auth'],
  ['member', 'global'],
  ['payout', 'wallet', 'money-desk'],
  ['activation-codes'],
  ['staking', 'withdrawals', 'deposits', 'finance', 'chain-deposits', 'mall'],
  ['settlement', 'tickets', 'home'],
  // Metrics read the settlement's lag beside their own counts.
  ['metrics'],
  // The mall's back office calls the mall's services (modules/mall).
  ['mall-admin'],
  // Store members sell through the mall's order move and the back office's catalogue service.
  ['stores'],
  // The back office's work queue counts every desk's queue and reads the liability report (decision 021).
  ['work-queue'],
];

const floors = ['foundation', 'lib', 'ledger', 'mail', 'plugins', 'modules', 'edge', 'app', 'test'];

function isTestCode(rel) {
  return (
    rel.startsWith('test/') ||
    /\.test\.ts$/.test(rel) ||
    /\.testing\.ts$/.test(rel) ||
    /-test-helpers\.ts$/.test(rel) ||
    /\.property\.model\.ts$/.test(rel)
  );
}

/** Where a file sits: its floor and, inside modules, its tier and module; null when unplaced. */
function place(rel) {
  if (isTestCode(rel)) return { floor: 'test' };
  const [top, second] = rel.split('/');
  if (rel === 'config.ts' || top === 'db') return { floor: 'foundation' };
  if (['lib', 'ledger', 'mail', 'plugins'].includes(top)) return { floor: top };
  if (['app.ts', 'server.ts', 'start-banner.ts'].includes(rel) || ['cli', 'seed'].includes(top))
    return { floor: 'app' };
  if (rel === 'deps.ts') return { floor: 'modules', module: 'deps.ts', tier: tierOf('deps.ts') };
  if (top === 'modules') {
    if (rel === 'modules/index.ts' || /\.routes\.ts$/.test(rel) || /\/index\.ts$/.test(rel)) return { floor: 'edge' };
    const tier = tierOf(second);
    return tier === -1 ? null : { floor: 'modules', module: second, tier };
  }
  return null;
}

function tierOf(module) {
  return moduleTiers.findIndex((tier) => tier.includes(module));
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The file a relative specifier names (x.ts, x/index.ts), or null for a package or an asset. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && candidate.endsWith('.ts')) return candidate;
  }
  return null;
}

const problems = [];
let imports = 0;
let checked = 0;
const files = walk(src);
for (const file of files) {
  const rel = path.relative(src, file);
  const from = place(rel);
  if (!from) {
    problems.push(`${rel}: unplaced; add its folder or module to scripts/check-layers.mjs`);
    continue;
  }
  if (from.floor === 'test') continue;
  checked += 1;
  const text = fs.readFileSync(file, 'utf8');
  for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolve(file, fileName);
    if (!target) continue;
    imports += 1;
    const to = place(path.relative(src, target));
    const where = `${rel}:${text.slice(0, pos).split('\n').length}`;
    if (!to) continue; // reported as unplaced on its own
    const fromFloor = floors.indexOf(from.floor);
    const toFloor = floors.indexOf(to.floor);
    if (toFloor > fromFloor) {
      problems.push(`${where} imports ${fileName}: ${from.floor} -> ${to.floor} runs up`);
    } else if (
      from.floor === 'modules' &&
      to.floor === 'modules' &&
      from.module !== to.module &&
      to.tier >= from.tier
    ) {
      const how = to.tier === from.tier ? 'same tier' : 'runs up';
      problems.push(`${where} imports ${fileName}: module ${from.module} -> ${to.module} (${how})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-layers: ${problems.length} import(s) against the layers of apps/server/src:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-layers: ${checked} files (tests aside), ${imports} relative imports, 0 back-arrows`);
