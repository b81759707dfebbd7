import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');

/** Runs lockDataDir in another Node process and returns what it printed. */
function lockFromAnotherProcess(dir: string): string {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
    try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); } catch (e) { console.log('refused: ' + e.message); }`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('embedded data directory lock', () => {
  it('refuses a second process with a clear message while the first holds it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-lock-'));
    const release = lockDataDir(dir);
    try {
      const out = lockFromAnotherProcess(dir);
      expect(out).toMatch(/refused: The data directory .* is in use by another Tandem process \(pid \d+\)/);
    } finally {
      release();
    }
    expect(lockFromAnotherProcess(dir)).toContain('locked');
  });

  it('takes over a lock left by a process that died', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-lock-'));
    fs.writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});
