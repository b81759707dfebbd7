import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PGliteDialect } from '../db/pglite-driver';
import type { DB } from '../db/schema';
import { withDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, as a tarball file (see migratedPgliteSnapshot). */
    pgliteSnapshotFile: string;
    /** A migrated PostgreSQL database to copy test databases from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup for the API suites: migrate one database per run and let every test app start
 * from a copy of it. Starting PGlite runs initdb (about 3 s on these machines) and the migrations take
 * another half second; loading a migrated data directory takes about 0.6 s, and a PostgreSQL template
 * copy is cheaper than running the migrations again. Each test app still runs migrateToLatest, which
 * finds nothing left to do, and migration tests start from an empty database (openDatabaseBefore).
 */
export default async function setup(project: TestProject) {
  const tag = `${process.pid}_${randomBytes(4).toString('hex')}`;
  // A project may override the URL for its workers (server-pglite empties it): follow what they will see.
  const env = project.config.env ?? {};
  const adminUrl = 'TEST_DATABASE_URL' in env ? env.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `tandem_template_${tag}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolMax: 1 });
    await migrateToLatest(handle.db);
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshotFile', '');
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const pglite = await PGlite.create();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const snapshot = await pglite.dumpDataDir('none');
  await db.destroy();
  await pglite.close();
  const file = path.join(os.tmpdir(), `tandem-pglite-migrated-${tag}.tar`);
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(file, { force: true });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
