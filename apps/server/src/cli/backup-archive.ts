/**
 * One backup is one tar file: `manifest.json` (what it holds), the database (`database.dump`, a
 * pg_dump custom-format dump, or `pgdata.tar.gz`, the embedded database's data directory from PGlite's
 * dumpDataDir), the uploaded files under `files/` when DATA_DIR has any, and `secrets.key` only when
 * asked for. `npm run backup` and `npm run restore` (backup.ts, restore.ts) are thin wrappers.
 *
 * Consistency: pg_dump reads one snapshot, so a PostgreSQL backup runs beside live servers. The embedded
 * database belongs to one process: a backup takes the data directory's lock first, so it refuses while
 * a server runs there, and no server can start (and write) until the archive is written.
 * Restoring is restore-archive.ts.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSecretsKey } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { type Database, openDatabase } from '../db/database';
import { runPgTool } from './pg-tools';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  database: 'pglite' | 'postgres';
  /** The last migration the database had run, and how many it had: the schema level of the data. */
  migration: string | null;
  migrations: number;
  createdAt: string;
  appVersion: string;
  /** Uploaded files carried under files/ (from DATA_DIR/files). */
  files: number;
  /** The first 16 hex digits of SHA-256 of the key that sealed the staff TOTP secrets, to recognise it. */
  secretsKeyFingerprint: string | null;
  secretsKeyIncluded: boolean;
}

export interface BackupSource {
  /** PostgreSQL when set, otherwise the embedded database in dataDir/pgdata. */
  databaseUrl?: string;
  dataDir: string;
  /** The key sealing secrets at rest (SECRETS_KEY), when the environment gives one. */
  secretsKey?: Buffer;
}

/** The archive's members. */
export const MANIFEST = 'manifest.json';
export const PG_DUMP = 'database.dump';
export const PGLITE_DUMP = 'pgdata.tar.gz';
export const FILES = 'files';
export const SECRETS_KEY = 'secrets.key';

function appVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function tar(args: string[]): void {
  execFileSync('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function migrationLevel(db: Database): Promise<{ migration: string | null; migrations: number }> {
  const rows = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute()
    .catch(() => []);
  const names = (rows as Array<{ name: string }>).map((r) => r.name);
  return { migration: names.at(-1) ?? null, migrations: names.length };
}

/** The key file beside the data (`npm start` keeps one there), else the environment's. */
function secretsKeyText(source: BackupSource): string | null {
  const file = path.join(source.dataDir, SECRETS_KEY);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  return source.secretsKey ? source.secretsKey.toString('base64') : null;
}

/** Of the key's bytes, so the same key written as base64 or as hex has one fingerprint. */
export function keyFingerprint(keyText: string): string {
  const key = parseSecretsKey(keyText.trim()) ?? Buffer.from(keyText.trim());
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Writes a backup of `source` to `outFile` (through a `.partial` file renamed at the end, so a file
 * with the final name is always whole) and returns its manifest.
 */
export async function createBackup(
  source: BackupSource,
  outFile: string,
  options: { includeSecretsKey?: boolean; now?: Date } = {},
): Promise<BackupManifest> {
  if (!source.databaseUrl && !fs.existsSync(path.join(source.dataDir, 'pgdata'))) {
    throw new Error(`${source.dataDir} holds no embedded database (no pgdata/): check DATA_DIR, or set DATABASE_URL`);
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-backup-'));
  const partial = `${outFile}.partial`;
  // The embedded database: hold its lock from before the copy until the archive is written.
  const release = source.databaseUrl ? () => {} : lockDataDir(source.dataDir);
  try {
    const handle = await openDatabase({
      databaseUrl: source.databaseUrl,
      dataDir: source.dataDir,
      poolMax: 1,
      isLockHeld: true,
    });
    let level;
    try {
      level = await migrationLevel(handle.db);
      if (handle.dumpDataDir) {
        const dump = await handle.dumpDataDir();
        fs.writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      }
    } finally {
      await handle.close();
    }
    if (source.databaseUrl)
      runPgTool('pg_dump', source.databaseUrl, ['--format=custom', '--file', path.join(staging, PG_DUMP)]);

    const keyText = secretsKeyText(source);
    const includeKey = Boolean(options.includeSecretsKey && keyText);
    if (includeKey) fs.writeFileSync(path.join(staging, SECRETS_KEY), `${keyText}\n`, { mode: 0o600 });
    const filesDir = path.join(source.dataDir, FILES);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      database: source.databaseUrl ? 'postgres' : 'pglite',
      ...level,
      createdAt: (options.now ?? new Date()).toISOString(),
      appVersion: appVersion(),
      files: countFiles(filesDir),
      secretsKeyFingerprint: keyText ? keyFingerprint(keyText) : null,
      secretsKeyIncluded: includeKey,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    const members = fs.readdirSync(staging);
    const filesPart = manifest.files > 0 ? ['-C', source.dataDir, FILES] : [];
    tar(['-cf', partial, '-C', staging, ...members, ...filesPart]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, outFile);
    return manifest;
  } finally {
    release();
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}
