/**
 * `npm run team:audit`: recomputes the team aggregates from members and live stakes and compares
 * them with the maintained ones (modules/team/team-consistency.ts) against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR). Exits non-zero on any difference. Cost grows with
 * members × depth: minutes on a million members.
 */
import { checkTeamAggregates } from '../modules/team/team-consistency';
import { cliConfig, runCli, withCliDatabase } from './run-cli';

function main(): Promise<number> {
  const config = cliConfig();
  const inUseHint = 'Stop the server first, or audit a PostgreSQL database via DATABASE_URL.';
  return withCliDatabase(config, { poolMax: 2, inUseHint }, async (handle) => {
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
  });
}

runCli('Team audit', main);
