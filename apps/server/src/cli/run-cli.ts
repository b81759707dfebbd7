/**
 * What every operator command shares: the configuration read as the server reads it (with DATA_DIR
 * relative to where the operator typed the command), the database opened, migrated and closed, and
 * the exit codes: the command's own (0 ok, 1 findings, 2 refused), 3 when it could not run at all.
 */
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** Exit code when the embedded database is held by another process (the running server). */
const EXIT_REFUSED = 2;
/** Exit code when the command failed before it could give its own answer. */
const EXIT_FAILED = 3;

export function cliConfig(): Config {
  // npm runs these scripts inside apps/server; paths the operator typed are relative to where they typed them.
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data');
  return loadConfig({ ...process.env, DATA_DIR: dataDir });
}

/**
 * Opens the configured database, brings it up to the latest schema and runs `work` on it, closing it
 * after. The embedded database belongs to one process: while the server runs, this refuses with
 * `inUseHint` (what the operator should do instead) and exit code 2.
 */
export async function withCliDatabase(
  config: Config,
  options: { poolMax: number; inUseHint: string },
  work: (handle: DatabaseHandle) => Promise<number>,
): Promise<number> {
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: options.poolMax });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`${error.message}\n${options.inUseHint}`);
      return EXIT_REFUSED;
    }
    throw error;
  }
  try {
    await migrateToLatest(handle.db);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Runs a command's `main` and exits with its code; `name` says what could not run when it throws. */
export function runCli(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} could not run:`, error instanceof Error ? error.message : error);
      process.exit(EXIT_FAILED);
    },
  );
}
