import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Migrations are listed statically (not read from disk) so the bundled server carries them. */
class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

const migratorOf = (db: Database) => new Migrator({ db, provider: new StaticMigrationProvider() });

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}

/** The migrations this build knows that the database has not run yet: a server is ready only at none. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const all = await migratorOf(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
