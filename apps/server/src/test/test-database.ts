import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';

/**
 * Where a test's database lives: in-memory PGlite by default (no URL), or a fresh database on the
 * PostgreSQL server in TEST_DATABASE_URL, created here and dropped by `drop`.
 */
export async function createTestDatabase(
  from: 'empty' | 'migrated' = 'empty',
): Promise<{ databaseUrl: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { databaseUrl: undefined, drop: async () => {} };
  const name = `tandem_test_${randomBytes(6).toString('hex')}`;
  const template = from === 'migrated' ? provided('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { databaseUrl: url, drop };
}

/** A test database as it was before `migration` (e.g. '0013'): every earlier migration run, none later. */
export async function openDatabaseBefore(
  migration: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const { databaseUrl, drop } = await createTestDatabase();
  const handle = await openDatabase({ databaseUrl, poolMax: 2 });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration));
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  return { handle, drop };
}

/**
 * What the embedded test database starts from: the migrated data directory the global setup made
 * (migrated-database.setup.ts), or nothing (an empty database) when the suite runs without it.
 */
export function migratedPgliteSnapshot(): Blob | undefined {
  const file = provided('pgliteSnapshotFile');
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** A value the global setup provided, or '' outside a run that has it. */
function provided(key: 'pgliteSnapshotFile' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
