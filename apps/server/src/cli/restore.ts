/**
 * `npm run restore -- <backup.tar> [--force]`: restores a backup made by `npm run backup` into the
 * configured place (DATABASE_URL, or DATA_DIR for the embedded database). It must be empty (a database
 * without tables; a DATA_DIR without pgdata/ and files/) unless --force, which replaces what is there.
 * Then run `npm run ledger:audit` and `npm run team:audit`, and start the server (it migrates on start).
 */
import path from 'node:path';
import { DataDirInUseError } from '../db/data-dir-lock';
import { RestoreRefusedError, restoreBackup } from './restore-archive';
import { cliConfig, runCli } from './run-cli';

async function main(): Promise<number> {
  const config = cliConfig();
  const archiveArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!archiveArg) {
    console.error('usage: npm run restore -- <backup.tar> [--force]');
    return 2;
  }
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), archiveArg);
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  try {
    const manifest = await restoreBackup(
      archive,
      { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
      { force: process.argv.includes('--force') },
    );
    console.log(`Restored ${archive} into ${where}:`);
    console.log(
      `  database ${manifest.database} at ${manifest.migration ?? 'no migrations'}, from ${manifest.createdAt}`,
    );
    console.log(`  ${manifest.files} uploaded file(s)${manifest.secretsKeyIncluded ? ' and the secrets key' : ''}`);
    if (manifest.secretsKeyFingerprint && !manifest.secretsKeyIncluded) {
      console.log(`  Give the server the secrets key it had (fingerprint ${manifest.secretsKeyFingerprint}).`);
    }
    console.log('Next: npm run ledger:audit && npm run team:audit, then start the server.');
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusedError || error instanceof DataDirInUseError)) throw error;
    console.error(`Restore refused: ${error.message}`);
    return 2;
  }
}

runCli('Restore', main);
