/**
 * `npm run ledger:audit`: checks the ledger invariants (design/money.md) against the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR) and exits non-zero on any violation.
 * The embedded database belongs to one process: while the server runs, this refuses and says so.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { auditCheckNames, auditLedger } from '../ledger/audit';

async function main(): Promise<number> {
  // npm runs this script inside apps/server; paths the operator typed are relative to where they typed them.
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}\nThe ledger audit reads the embedded database directly, so stop the server first (or audit a PostgreSQL database via DATABASE_URL).`,
      );
      return 2;
    }
    throw error;
  }
  try {
    // Brings an older database up to the schema the checks expect; the audit itself only reads.
    await migrateToLatest(handle.db);
    const findings = await auditLedger(handle.db, { businessTz: config.businessTz });
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    if (findings.length === 0) {
      console.log(`Ledger audit passed (${where}):`);
      for (const name of auditCheckNames) console.log(`  ok  ${name}`);
      return 0;
    }
    console.error(`Ledger audit FAILED (${where}): ${findings.length} violation(s)`);
    for (const f of findings) console.error(`  FAIL  ${f.check}: ${f.detail}`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Ledger audit could not run:', error instanceof Error ? error.message : error);
    process.exit(3);
  },
);
