/**
 * `npm run backup [-- --out <file> --include-secrets-key]`: one archive of the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR) with the uploaded files (cli/backup-archive.ts).
 * PostgreSQL is dumped beside running servers; the embedded database only while its server is stopped.
 * The key that seals staff TOTP secrets is left out unless asked for: keep it apart from the backups.
 */
import path from 'node:path';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createBackup } from './backup-archive';
import { cliConfig, runCli } from './run-cli';

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<number> {
  const config = cliConfig();
  const now = new Date();
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(invokedFrom, optionValue('--out') ?? `backups/tandem-${kind}-${stamp}.tar`);
  try {
    const manifest = await createBackup(
      { databaseUrl: config.databaseUrl, dataDir: config.dataDir, secretsKey: config.secretsKey },
      out,
      { includeSecretsKey: process.argv.includes('--include-secrets-key'), now },
    );
    console.log(`Backup written: ${out}`);
    console.log(`  database ${manifest.database} at ${manifest.migration ?? 'no migrations'} (${manifest.migrations})`);
    console.log(`  ${manifest.files} uploaded file(s), app ${manifest.appVersion}, ${manifest.createdAt}`);
    if (manifest.secretsKeyFingerprint && !manifest.secretsKeyIncluded) {
      console.log(
        `  secrets key ${manifest.secretsKeyFingerprint} NOT included: keep a copy of it apart from the backups ` +
          '(without it the staff set up two-factor again), or back up with --include-secrets-key.',
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${error.message}\nThe embedded database is backed up while its server is stopped.`);
    return 2;
  }
}

runCli('Backup', main);
