/**
 * PostgreSQL's own client programs (pg_dump, pg_restore) for backups, found the way
 * scripts/local-postgres.mjs finds the server's: PG_BIN, then Debian's /usr/lib/postgresql/<major>/bin
 * (newest first: a pg_dump must be at least as new as the server it dumps), then the PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const majors = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    dirs.push(...majors.map((v) => path.join(debian, v, 'bin')));
  }
  const found = dirs.map((d) => path.join(d, name)).find((file) => fs.existsSync(file));
  if (found) return found;
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  throw new Error(`${name} not found: install Debian's postgresql-client (or set PG_BIN to the folder holding it)`);
}

/**
 * Runs a PostgreSQL client program against `databaseUrl`. The password travels in PGPASSWORD, not
 * on the command line, so `ps` never shows it. Throws with the program's own message when it fails.
 */
export function runPgTool(name: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): void {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  try {
    execFileSync(findPgTool(name), [...args, '--dbname', url.toString()], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`${name} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}
