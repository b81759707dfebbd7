/**
 * `npm run team:audit`: recomputes the team aggregates from members and live stakes and compares
 * them with the maintained ones (modules/team/team-consistency.ts) against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR). Exits non-zero on any difference. Cost grows with
 * members × depth: minutes on a million members.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { checkTeamAggregates } from '../modules/team/team-consistency';

async function main(): Promise<number> {
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`${error.message}\nStop the server first, or audit a PostgreSQL database via DATABASE_URL.`);
      return 2;
    }
    throw error;
  }
  try {
    await migrateToLatest(handle.db);
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    const mismatches = await checkTeamAggregates(handle.db, 100);
    if (mismatches.length === 0) {
      console.log(`Team audit passed (${where}): paths, sizes, volumes, direct counts, levels 1-10 and ranks match.`);
      return 0;
    }
    console.error(
      `Team audit FAILED (${where}): ${mismatches.length} difference(s)${mismatches.length === 100 ? ' or more' : ''}`,
    );
    for (const m of mismatches)
      console.error(`  member ${m.member_id} ${m.field}: expected ${m.expected}, found ${m.actual}`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Team audit could not run:', error instanceof Error ? error.message : error);
    process.exit(3);
  },
);
