/**
 * Restoring a backup made by backup-archive.ts: only into an empty place (a database without tables; a
 * data directory without pgdata/ and files/) unless `force`, and only a backup of the same database kind
 * whose schema this build knows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  FILES,
  MANIFEST,
  PGLITE_DUMP,
  PG_DUMP,
  SECRETS_KEY,
  keyFingerprint,
  tar,
} from './backup-archive';
import { runPgTool } from './pg-tools';

export class RestoreRefusedError extends Error {}

export function readManifest(archive: string): BackupManifest {
  const text = execFileSync('tar', ['-xOf', archive, MANIFEST], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPublicSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public');
  } finally {
    await client.end();
  }
}

function isNonEmptyDir(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

/**
 * Restores `archive` into `target`: a database with no tables (PostgreSQL) or a data directory without
 * pgdata/ and files/ (embedded). `force` empties the target first (never while a server holds an
 * embedded data directory). Refuses a backup of the other database kind, or from a newer schema.
 */
export async function restoreBackup(
  archive: string,
  target: { databaseUrl?: string; dataDir: string },
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = readManifest(archive);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new RestoreRefusedError(
      `This is a backup of the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database; ` +
        `restore it with${manifest.database === 'postgres' ? '' : 'out'} DATABASE_URL set.`,
    );
  }
  if (manifest.migration && !(manifest.migration in migrations)) {
    throw new RestoreRefusedError(
      `The backup's schema (${manifest.migration}) is newer than this version of Tandem knows: restore it with a newer one.`,
    );
  }
  const release = target.databaseUrl ? () => {} : lockDataDir(target.dataDir);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-restore-'));
  try {
    await refuseNonEmpty(target, Boolean(options.force));
    tar(['-xf', archive, '-C', staging, '--no-same-owner', `--exclude=${FILES}`]);
    const keyFile = path.join(staging, SECRETS_KEY);
    const targetKey = path.join(target.dataDir, SECRETS_KEY);
    if (fs.existsSync(keyFile) && fs.existsSync(targetKey) && !options.force) {
      const same = keyFingerprint(fs.readFileSync(targetKey, 'utf8')) === manifest.secretsKeyFingerprint;
      if (!same) throw new RestoreRefusedError(`${targetKey} holds another key; --force replaces it.`);
    }
    if (target.databaseUrl) {
      runPgTool('pg_restore', target.databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        path.join(staging, PG_DUMP),
      ]);
    } else {
      const dump = new Blob([fs.readFileSync(path.join(staging, PGLITE_DUMP))]);
      const handle = await openDatabase({ dataDir: target.dataDir, loadDataDir: dump, isLockHeld: true });
      await handle.close();
    }
    fs.mkdirSync(target.dataDir, { recursive: true });
    if (manifest.files > 0) tar(['-xf', archive, '-C', target.dataDir, '--no-same-owner', FILES]);
    if (fs.existsSync(keyFile)) fs.copyFileSync(keyFile, targetKey);
    return manifest;
  } finally {
    release();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function refuseNonEmpty(target: { databaseUrl?: string; dataDir: string }, force: boolean): Promise<void> {
  const pgdata = path.join(target.dataDir, 'pgdata');
  const files = path.join(target.dataDir, FILES);
  if (target.databaseUrl) {
    const tables = await userTableCount(target.databaseUrl);
    if (tables > 0 && !force) {
      throw new RestoreRefusedError(
        `The database already has ${tables} table(s); restore into an empty one, or add --force to replace it.`,
      );
    }
    if (tables > 0) await emptyPublicSchema(target.databaseUrl);
  } else if (isNonEmptyDir(pgdata)) {
    if (!force) {
      throw new RestoreRefusedError(
        `${target.dataDir} already holds a database; restore into a fresh DATA_DIR, or add --force to replace it.`,
      );
    }
    fs.rmSync(pgdata, { recursive: true, force: true });
  }
  if (isNonEmptyDir(files)) {
    if (!force) throw new RestoreRefusedError(`${files} is not empty; add --force to replace it.`);
    fs.rmSync(files, { recursive: true, force: true });
  }
}
