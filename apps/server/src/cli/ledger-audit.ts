/**
 * `npm run ledger:audit`: checks the ledger invariants (design/money.md) against the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR) and exits non-zero on any violation.
 * The embedded database belongs to one process: while the server runs, this refuses and says so.
 * Opening migrates an older database up to the schema the checks expect; the audit itself only reads.
 */
import { auditCheckNames, auditLedger } from '../ledger/audit';
import { cliConfig, runCli, withCliDatabase } from './run-cli';

function main(): Promise<number> {
  const config = cliConfig();
  const inUseHint =
    'The ledger audit reads the embedded database directly, so stop the server first (or audit a PostgreSQL database via DATABASE_URL).';
  return withCliDatabase(config, { poolMax: 2, inUseHint }, async (handle) => {
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
  });
}

runCli('Ledger audit', main);
