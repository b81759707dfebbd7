import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creates a new embedded database cluster (initdb) in a short-lived process of its own. Run in the server's
 * process, PGlite's initdb peaks at ~730 MB and leaves ~120 MB resident for good (issue 14,
 * bench/memory.mjs): a server's first start on a new DATA_DIR would run above 400 MB from then on. Does
 * nothing when `pgdata` already holds a cluster.
 */
export async function initPgdataApart(pgdata: string): Promise<void> {
  if (fs.existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    'const { PGlite } = require(process.argv[1]); PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close());';
  await run(process.execPath, ['-e', script, pglite, pgdata]);
}
