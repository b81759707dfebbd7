import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { markPooled } from './held-connection';
import { PGliteDialect } from './pglite-driver';
import { initPgdataApart } from './pglite-init';
import { sendPreparedThrough } from './statement';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The connection pool now (PostgreSQL); the embedded database has one connection and no pool. */
  poolStats?(): { size: number; idle: number; waiting: number; max: number };
  /** The embedded database's data directory as one gzipped tarball (backups); PostgreSQL has pg_dump instead. */
  dumpDataDir?(): Promise<Blob>;
}

const INT8_OID = 20;

/**
 * The embedded database's buffer cache. PGlite starts PostgreSQL with initdb's 128 MB, and it touches all of
 * it at start inside the process's WebAssembly memory: ~110 MB resident before the first request, a quarter
 * of the 400 MB a one-machine server may use (issue 14, bench/memory.mjs). 32 MB still holds the hot pages of
 * a one-machine installation; the rest is read through the operating system's file cache (NODEFS).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

// BIGINT columns hold money and ids: read them as bigint, never as a lossy number or a string.
pg.types.setTypeParser(INT8_OID, (value: string) => BigInt(value));

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** An embedded data directory (a dumpDataDir tarball) to start from instead of an empty one: tests start from a migrated one. */
  loadDataDir?: Blob;
  /** The caller already holds dataDir's lock (a backup or restore, which also reads or writes its files). */
  isLockHeld?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 20 });
    // A pool error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor may a connection that dies while checked out between statements (a job lock's session, an open
    // transaction): pg-pool listens only to idle ones, and an unheard 'error' would end the process. The
    // statement that uses it next fails, and the pool drops it on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    markPooled(db);
    // The hot reads' statements built once go straight to the pool, named (prepared) (db/statement.ts).
    sendPreparedThrough(db, pool);
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({
        size: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
    };
  }

  const release = options.dataDir && !options.isLockHeld ? lockDataDir(options.dataDir) : () => {};
  try {
    const pgdata = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
    if (pgdata && !options.loadDataDir) await initPgdataApart(pgdata);
    const pglite = await PGlite.create({
      dataDir: pgdata,
      parsers: { [INT8_OID]: (value: string) => BigInt(value) },
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      dumpDataDir: () => pglite.dumpDataDir('gzip'),
      close: async () => {
        await db.destroy();
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
