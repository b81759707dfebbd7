// The benchmarks' database, opened and migrated through the server's own code. The server's
// TypeScript loads through tsx (`node --import tsx bench/…`), hence the dynamic imports.
import { startLocalPostgres, stopLocalPostgres } from '../scripts/local-postgres.mjs';

/**
 * Opens the database at `databaseUrl` (in-memory PGlite when empty), migrates it and adds the country
 * new members default to (194, Singapore), which the benchmarks need before they insert members
 * without running the seed. Answers openDatabase's `{ db, close }`.
 */
export async function openMigratedDatabase(databaseUrl, poolMax) {
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
  const database = await openDatabase({ databaseUrl, poolMax });
  try {
    await migrateToLatest(database.db);
    await database.db
      .insertInto('countries')
      .values({ id: 194, name: 'Singapore', name_en: 'Singapore', country_code: '65', iso: 'SG', short_form: 'SGP' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Runs `work(db)` on a fresh, durable local PostgreSQL on `port` (durable: the figures are a real
 * server's), then closes the pool and stops the server. A failure to stop is not thrown, so it never
 * hides the work's own error.
 */
export async function withLocalPostgres({ port, poolMax }, work) {
  const url = startLocalPostgres({ port, durable: true });
  try {
    const { db, close } = await openMigratedDatabase(url, poolMax);
    try {
      return await work(db);
    } finally {
      await close();
    }
  } finally {
    stopLocalPostgres({ port, quiet: true });
  }
}
